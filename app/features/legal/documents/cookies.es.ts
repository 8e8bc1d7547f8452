import { OWNER } from '#app/config/owner.ts'
import { es } from '#app/i18n/catalogues/es.ts'
import { code, email, external, h3, type LegalDocument, link, list, p, section, strong } from '../document-model.ts'
import { COOKIES, LOCAL_STORAGE, OUTSIDE } from '../legal-facts.ts'
import { type StorageWords, storageTable } from '../storage-table.ts'

const words: StorageWords = {
	columns: ['Nombre', 'Finalidad', 'Categoría', 'Duración'],
	purposes: {
		cookie_consent: ['Guarda tu elección sobre las cookies, para no volver a preguntarte en cada visita.'],
		session_id: [
			'Identificador aleatorio de la visita, que mantiene el sitio funcionando con seguridad y asocia el registro de tu elección de cookies. Se borra al cerrar el navegador.',
		],
		_ga: ['Distingue a los visitantes de forma seudónima, para estadísticas agregadas de uso del sitio.'],
		_gid: ['Distingue a los visitantes de forma seudónima, para estadísticas diarias de uso del sitio.'],
		rcb_lang: ['Recuerda el idioma que elegiste para el sitio.'],
		hasSeenBookModal: ['Recuerda que ya viste el aviso del libro, para no volver a mostrarlo.'],
	},
	categories: { essential: 'Esencial', analytics: 'Análisis' },
	session: 'Sesión',
	persistent: 'Hasta que se borre',
}

export const cookiesEs: LegalDocument = {
	locale: 'es',
	intro: [
		p(
			`Esta política explica qué cookies y qué datos de almacenamiento local utiliza ${OWNER.domain}, para qué, durante cuánto tiempo y cómo puedes aceptarlos, rechazarlos o borrarlos. Las cookies de análisis solo se usan después de que las aceptes.`,
		),
	],
	sections: [
		section(
			'que-son',
			'Qué son las cookies y el almacenamiento local',
			p(
				'Las cookies son pequeños archivos de texto que un sitio web guarda en tu navegador y que el navegador vuelve a enviar al sitio en las visitas siguientes. El almacenamiento local (localStorage) es un espacio parecido del navegador, pero lo que se guarda en él nunca se envía al servidor: solo lo leen las páginas del propio sitio.',
			),
			p('Usamos dos categorías:'),
			list(
				[
					strong('Esenciales: '),
					'necesarias para que el sitio funcione y para recordar las elecciones que haces. No requieren consentimiento (artículo 5.2 de la Ley portuguesa n.º 41/2004) y no se pueden desactivar en el aviso de cookies.',
				],
				[
					strong('Análisis: '),
					'nos ayudan a entender, de forma agregada, cómo se usa el sitio para mejorarlo. Solo se instalan si las aceptas.',
				],
			),
			p(
				'No usamos cookies de marketing ni de publicidad. Si eso cambia, te pediremos antes el consentimiento y actualizaremos esta política.',
			),
		),
		section(
			'cookies-que-usamos',
			'Cookies que usamos',
			storageTable('Cookies de este sitio', COOKIES, words, 'es'),
			p(
				'Las cookies esenciales son del propio sitio. Las cookies ',
				code('_ga'),
				' y ',
				code('_gid'),
				' son de Google Analytics 4 y solo se crean si aceptas las cookies de análisis. La dirección IP se anonimiza y las señales publicitarias están desactivadas. Más información en la ',
				link('privacy', 'Política de Privacidad'),
				'.',
			),
		),
		section(
			'almacenamiento-local',
			'Datos guardados en el almacenamiento local',
			storageTable('Almacenamiento local de este sitio', LOCAL_STORAGE, words, 'es'),
			p(
				'Estos datos se quedan solo en tu navegador hasta que los borres. Sirven para funciones que has pedido (el idioma del sitio, no repetir un aviso), por lo que no requieren consentimiento.',
			),
		),
		section(
			'cambiar-consentimiento',
			'Cómo cambiar tu consentimiento',
			p(
				'En tu primera visita, un aviso te pregunta qué cookies aceptas. Puedes cambiar de opinión cuando quieras: el botón «',
				es.footer.manageCookies,
				'», en el pie de todas las páginas, borra la elección guardada y recarga la página para que el aviso vuelva a aparecer.',
			),
			p(
				'Si retiras el consentimiento para el análisis, dejamos de recoger estadísticas desde ese momento. Las cookies de análisis ya creadas se pueden borrar en el navegador, como se explica a continuación.',
			),
		),
		section(
			'bloquear-cookies',
			'Cómo bloquear o borrar cookies en el navegador',
			p(
				'Todos los navegadores permiten ver, bloquear y borrar las cookies y los datos de los sitios. Si bloqueas las cookies esenciales, algunas partes del sitio pueden dejar de funcionar. Instrucciones de cada navegador:',
			),
			list(
				external(OUTSIDE.chrome, 'Google Chrome'),
				external(OUTSIDE.firefox, 'Mozilla Firefox'),
				external(OUTSIDE.safari, 'Safari'),
				external(OUTSIDE.edge, 'Microsoft Edge'),
			),
			h3('Google Analytics'),
			p(
				'Además del aviso de cookies, puedes impedir Google Analytics en todos los sitios con el ',
				external(OUTSIDE.gaOptOut, 'complemento de inhabilitación de Google Analytics'),
				'.',
			),
		),
		section(
			'dudas-y-cambios',
			'Dudas y cambios',
			p(
				'Si tienes dudas sobre las cookies, escribe a ',
				email(OWNER.email),
				'. Podemos actualizar esta política cuando cambie el sitio; la fecha de «Última actualización» indica la versión vigente. Consulta también la ',
				link('privacy', 'Política de Privacidad'),
				'.',
			),
		),
	],
}
