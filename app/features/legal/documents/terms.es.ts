import { OWNER } from '#app/config/owner.ts'
import { formatPeriod, RETENTION_PERIODS } from '#app/features/personal-data/retention-periods.ts'
import { email, type LegalDocument, link, list, p, section } from '../document-model.ts'

export const termsEs: LegalDocument = {
	locale: 'es',
	intro: [
		p(
			`Estos términos regulan el uso del sitio web ${OWNER.domain}, de ${OWNER.name} («nosotros»). Al usar el sitio, aceptas estos términos; si no estás de acuerdo con ellos, te pedimos que no lo utilices. Los datos completos del titular están en el `,
			link('legalNotice', 'Aviso Legal'),
			'.',
		),
	],
	sections: [
		section(
			'el-sitio',
			'El sitio',
			p(
				'Este es el sitio web personal y profesional de ',
				OWNER.name,
				'. Presenta la trayectoria, los proyectos y la presencia en los medios del autor, el libro «IA para a Minha Avó» y el Kit Digital, y permite ponerse en contacto, suscribirse a la newsletter y prerreservar el libro. Su contenido es informativo y puede actualizarse, modificarse o retirarse en cualquier momento.',
			),
		),
		section(
			'uso',
			'Uso del sitio',
			p('Puedes usar el sitio libremente con fines personales y lícitos. Al hacerlo, te comprometes a no:'),
			list(
				'intentar acceder a zonas reservadas, como la administración, ni poner en riesgo la seguridad o el funcionamiento del sitio;',
				'enviar mediante los formularios contenidos ilícitos u ofensivos, publicidad no solicitada o datos de otras personas sin su permiso;',
				'recopilar contenidos o datos de forma automatizada y masiva, ni sobrecargar el sitio con solicitudes;',
				'hacerte pasar por otra persona.',
			),
			p(
				'Los datos que indiques en los formularios deben ser verdaderos y tuyos. Podemos limitar el acceso o no atender las solicitudes de quien no cumpla estos términos.',
			),
		),
		section(
			'propiedad-intelectual',
			'Propiedad intelectual',
			p(
				`Los textos, fotografías, imágenes, logotipos, el diseño y el código del sitio pertenecen a ${OWNER.name} o a sus respectivos autores y están protegidos por el Código portugués de Derechos de Autor y Derechos Conexos y por el resto de la legislación aplicable.`,
			),
			p(
				'Puedes compartir enlaces al sitio y citar fragmentos breves indicando la fuente. Los periodistas pueden usar los materiales del kit de prensa de la página ',
				link('media', 'Medios'),
				' en noticias sobre el autor. Cualquier otra reproducción, distribución o uso comercial requiere autorización previa por escrito. Las marcas y los contenidos de terceros pertenecen a sus respectivos titulares.',
			),
		),
		section(
			'prerreserva',
			'Prerreserva del libro',
			p('La prerreserva del libro ', link('book', '«IA para a Minha Avó»'), ' es gratuita y sin compromiso:'),
			list(
				'no es una compra ni un pedido, y no se te pide ningún pago;',
				'no te obliga a comprar el libro, ni a nosotros a venderlo;',
				'solo sirve para enviarte un correo electrónico cuando se abra la preventa.',
			),
			p(
				'El precio, las condiciones de venta, el derecho de desistimiento y la fecha de lanzamiento se indicarán antes de cualquier compra, que se hará por separado y con sus propias condiciones. Puedes cancelar la prerreserva en cualquier momento en la página ',
				link('dataManagement', 'Gerir os Meus Dados'),
				' (en portugués) o por correo electrónico. Guardamos la prerreserva hasta ',
				formatPeriod(RETENTION_PERIODS.bookPrereservationsAfterLaunch, 'es'),
				' después del lanzamiento del libro.',
			),
		),
		section(
			'newsletter',
			'Newsletter',
			p(
				'La newsletter es gratuita. La suscripción solo se activa cuando la confirmas en el correo que te enviamos, y puedes darte de baja en cualquier momento con el enlace incluido en cada envío. Cómo tratamos tu correo electrónico se explica en la ',
				link('privacy', 'Política de Privacidad'),
				'.',
			),
		),
		section(
			'formulario-contacto',
			'Formulario de contacto',
			p(
				'Intentamos responder a los mensajes en un plazo de 24 horas, pero no podemos garantizarlo. Enviar un mensaje no crea ningún contrato ni obligación de prestar un servicio; cualquier colaboración se acordará por separado.',
			),
		),
		section(
			'enlaces-externos',
			'Kit Digital y enlaces externos',
			p(
				'El ',
				link('digitalKit', 'Kit Digital'),
				' se ofrece en un sitio externo, con sus propios términos y política de privacidad. Este sitio también enlaza a artículos de prensa, redes sociales y otros sitios de terceros. No controlamos esos sitios y no somos responsables de su contenido, disponibilidad o prácticas de privacidad.',
			),
		),
		section(
			'responsabilidad',
			'Responsabilidad',
			p(
				'Procuramos que la información del sitio sea correcta y esté actualizada, pero no garantizamos que esté siempre completa, libre de errores o disponible sin interrupciones. El contenido es de carácter general y no sustituye un asesoramiento profesional adaptado a tu caso.',
			),
			p(
				'En la medida en que lo permita la ley, no somos responsables de los daños derivados del uso del sitio o de la imposibilidad de usarlo. Nada de lo dispuesto en estos términos excluye ni limita la responsabilidad que la ley no permita excluir, en particular por dolo o culpa grave, ni los derechos que la ley reconoce a los consumidores.',
			),
		),
		section(
			'cambios',
			'Cambios en estos términos',
			p(
				'Podemos modificar estos términos cuando cambien el sitio o la ley. La versión vigente es la publicada en esta página, con su fecha de «Última actualización».',
			),
		),
		section(
			'ley-aplicable',
			'Ley aplicable y litigios',
			p(
				'Estos términos se rigen por la ley portuguesa. Los litigios se resolverán ante los tribunales portugueses competentes, sin perjuicio de las normas imperativas de protección de los consumidores del país donde residas. Las vías de resolución alternativa de litigios se indican en el ',
				link('legalNotice', 'Aviso Legal'),
				'.',
			),
		),
		section(
			'contacto',
			'Contacto',
			p(
				'Para cualquier pregunta sobre estos términos, escribe a ',
				email(OWNER.email),
				' o usa la página de ',
				link('contact', 'Contacto'),
				'.',
			),
		),
	],
}
