import { OWNER } from '#app/config/owner.ts'
import { formatPeriod, RETENTION_PERIODS, type RetentionKind } from '#app/features/personal-data/retention-periods.ts'
import { es } from '#app/i18n/catalogues/es.ts'
import { email, external, h3, type LegalDocument, link, list, p, section, strong, table } from '../document-model.ts'
import { OUTSIDE } from '../legal-facts.ts'

const period = (kind: RetentionKind) => formatPeriod(RETENTION_PERIODS[kind], 'es')

export const privacyEs: LegalDocument = {
	locale: 'es',
	intro: [
		p(
			`Esta política explica qué datos personales se tratan cuando visitas ${OWNER.domain} o utilizas sus formularios: para qué sirven, con qué base jurídica, cuánto tiempo se conservan, con quién se comparten y qué derechos tienes sobre ellos. En esta política, «nosotros» designa al titular del sitio, ${OWNER.name}.`,
		),
		p(
			'Se aplican el Reglamento (UE) 2016/679 (Reglamento General de Protección de Datos, «RGPD») y la Ley portuguesa n.º 58/2019, que lo ejecuta en Portugal. Solo pedimos los datos que necesitamos y nunca los vendemos.',
		),
	],
	sections: [
		section(
			'responsable',
			'Quién es el responsable del tratamiento',
			p('El responsable del tratamiento de tus datos personales es:'),
			list([strong(OWNER.name)], ['Dirección: ', OWNER.postalAddress], ['Correo electrónico: ', email(OWNER.email)]),
			p(
				'No se ha designado un delegado de protección de datos, porque no es obligatorio para esta actividad. Puedes enviar cualquier pregunta sobre tus datos al correo electrónico indicado.',
			),
		),
		section(
			'datos-que-tratamos',
			'Qué datos tratamos',
			h3('Formulario de contacto'),
			p(
				'Tu nombre, tu correo electrónico, el asunto y el mensaje que escribas, y la fecha y hora en que aceptaste esta política al enviar el formulario.',
			),
			h3('Newsletter'),
			p(
				'Tu correo electrónico, la fecha de la solicitud, la fecha de confirmación, la fecha de tu última interacción y, cuando corresponda, la fecha en que te preguntamos si quieres mantener la suscripción. El formulario puede pedir tu nombre, pero el nombre no se guarda. La suscripción usa doble confirmación: solo se activa cuando haces clic en el enlace que te enviamos por correo electrónico.',
			),
			h3('Prerreserva del libro'),
			p(
				'Tu nombre, tu correo electrónico y la fecha de la prerreserva, para avisarte cuando se abra la preventa de «IA para a Minha Avó».',
			),
			h3('Preferencias de cookies'),
			p(
				'La elección que hiciste en el aviso de cookies (aceptar o rechazar las cookies de análisis y de marketing), con un identificador aleatorio y la fecha. Este registro no te identifica. Los detalles están en la ',
				link('cookies', 'Política de Cookies'),
				'.',
			),
			h3('Navegación y estadísticas'),
			p(
				'El servidor guarda registros técnicos de acceso (fecha y hora, página solicitada, resultado de la solicitud y errores) para mantener el sitio seguro y en funcionamiento. La dirección IP de tu dispositivo solo se usa en el momento, para entregarte las páginas y frenar abusos (por ejemplo, envíos repetidos de formularios), y no se guarda: ni en esos registros ni junto a los mensajes, suscripciones o prerreservas.',
			),
			p(
				'Solo si aceptas las cookies de análisis, Google Analytics 4 recoge datos de uso (páginas vistas, tipo de dispositivo y de navegador, ubicación aproximada a nivel de país o ciudad, acciones como enviar un formulario), con la dirección IP anonimizada y sin señales publicitarias.',
			),
			p(
				'No pedimos categorías especiales de datos (por ejemplo, de salud); te pedimos que no las incluyas en tus mensajes. Los formularios de este sitio no están dirigidos a menores de 13 años.',
			),
		),
		section(
			'finalidades',
			'Para qué usamos los datos y con qué base jurídica',
			p(
				'Cada tratamiento tiene una finalidad y una base jurídica del artículo 6.1 del RGPD. Cuando la base es el consentimiento, puedes retirarlo en cualquier momento, sin que ello afecte al tratamiento realizado hasta entonces.',
			),
			table(
				'Finalidades y bases jurídicas',
				['Finalidad', 'Datos', 'Base jurídica'],
				[
					[
						['Responder a tu mensaje'],
						['Nombre, correo electrónico, asunto, mensaje'],
						[
							'Aplicación de medidas precontractuales a petición tuya, cuando nos escribes sobre un servicio (letra b); en los demás casos, nuestro interés legítimo en responder a quien nos contacta (letra f)',
						],
					],
					[['Enviar la newsletter'], ['Correo electrónico'], ['Consentimiento (letra a)']],
					[
						['Avisarte de la apertura de la preventa del libro'],
						['Nombre, correo electrónico'],
						['Consentimiento (letra a)'],
					],
					[
						['Guardar y acreditar tu elección de cookies'],
						['Elección, identificador aleatorio, fecha'],
						['Obligación legal de demostrar el consentimiento (letra c y artículo 7.1)'],
					],
					[
						['Estadísticas de uso'],
						['Datos de uso e identificadores de las cookies de análisis'],
						['Consentimiento (letra a y artículo 5 de la Ley portuguesa n.º 41/2004)'],
					],
					[
						['Seguridad y funcionamiento del sitio'],
						['Registros técnicos de acceso, sin dirección IP'],
						['Interés legítimo en mantener el sitio seguro y disponible (letra f)'],
					],
					[
						['Responder a las solicitudes sobre tus datos'],
						['Correo electrónico y contenido de la solicitud'],
						['Obligación legal (letra c)'],
					],
				],
			),
			p('No tomamos decisiones automatizadas ni elaboramos perfiles a partir de tus datos.'),
		),
		section(
			'conservacion',
			'Cuánto tiempo conservamos los datos',
			list(
				[strong('Mensajes del formulario de contacto: '), `${period('contactMessages')} desde su recepción.`],
				[
					strong('Newsletter: '),
					`hasta que canceles la suscripción o tras ${period('newsletterInactive')} sin ninguna interacción por tu parte. Cuenta como interacción confirmar la suscripción, volver a confirmarla o pulsar el botón «Mantener la suscripción»; no registramos aperturas ni clics. ${period('newsletterRepermissionNotice')} antes de que se cumplan ${period('newsletterInactive')} desde tu última interacción, te enviamos un correo con ese botón; si no respondes antes de esa fecha (o, si el correo sale más tarde, en los ${period('newsletterRepermissionNotice')} siguientes a su envío), se eliminan la suscripción y la dirección. Las solicitudes que no se confirman se eliminan a los ${period('newsletterUnconfirmed')}.`,
				],
				[
					strong('Prerreservas del libro: '),
					`hasta ${period('bookPrereservationsAfterLaunch')} después del lanzamiento del libro.`,
				],
				[strong('Registros de consentimiento de cookies: '), `${period('cookieConsents')}.`],
				[strong('Registros técnicos de acceso: '), `${period('accessLogs')}.`],
				[
					strong('Copias de los mensajes de correo que envía el sitio: '),
					`${period('sentMail')} desde que se solicitó el envío.`,
				],
				[
					strong('Registro de las solicitudes sobre sus datos: '),
					`${period('dataRequestLog')}. Solo guarda un código irreversible del correo electrónico, el tipo de solicitud y la fecha, para poder demostrar que respondimos.`,
				],
			),
			p(
				'Al terminar estos plazos, los datos se eliminan o se anonimizan de forma irreversible. Solo los conservaremos más tiempo si la ley lo exige o si son necesarios para formular, ejercer o defender reclamaciones.',
			),
		),
		section(
			'destinatarios',
			'Con quién compartimos los datos',
			p(
				'No vendemos ni cedemos tus datos a terceros para su marketing. Recurrimos a proveedores de servicios (encargados del tratamiento, según el artículo 28 del RGPD) que los tratan solo por cuenta nuestra, siguiendo nuestras instrucciones y con obligaciones de confidencialidad y seguridad:',
			),
			list(
				[strong('Proveedor de alojamiento: '), 'guarda la base de datos y sirve las páginas del sitio.'],
				[
					strong('Proveedor de envío de correo electrónico: '),
					'entrega los mensajes de confirmación de la newsletter, los avisos de la prerreserva y nuestras respuestas.',
				],
				[
					strong('Google Ireland Limited (Google Analytics 4): '),
					'solo si aceptas las cookies de análisis, con la dirección IP anonimizada. Puedes leer la ',
					external(OUTSIDE.googlePrivacy, 'política de privacidad de Google'),
					' y ',
					external(OUTSIDE.googlePartners, 'cómo usa Google los datos de los sitios que utilizan sus servicios'),
					'.',
				],
			),
			p('También podemos tener que comunicar datos a las autoridades cuando la ley lo exija.'),
		),
		section(
			'transferencias',
			'Transferencias fuera del Espacio Económico Europeo',
			p(
				'Preferimos proveedores que tratan los datos en el Espacio Económico Europeo (EEE). Google puede tratar datos de estadística en Estados Unidos; esa transferencia se basa en la decisión de adecuación de la Comisión Europea relativa al ',
				external(OUTSIDE.dataPrivacyFramework, 'Marco de Privacidad de Datos UE-EE. UU.'),
				', en el que Google LLC está certificada, y en cláusulas contractuales tipo aprobadas por la Comisión.',
			),
			p(
				'Si otro proveedor tuviera que transferir datos fuera del EEE, solo lo hará con una garantía adecuada prevista en los artículos 44 a 49 del RGPD, como una decisión de adecuación o cláusulas contractuales tipo. Puedes pedirnos una copia de esas garantías.',
			),
		),
		section(
			'derechos',
			'Tus derechos',
			p('En relación con tus datos personales, tienes derecho a:'),
			list(
				[strong('Acceso: '), 'saber si tratamos datos tuyos y obtener una copia (artículo 15).'],
				[strong('Rectificación: '), 'corregir datos inexactos o incompletos (artículo 16).'],
				[strong('Supresión: '), 'pedir que eliminemos tus datos (artículo 17).'],
				[
					strong('Limitación: '),
					'pedir que suspendamos el tratamiento mientras se comprueba una cuestión (artículo 18).',
				],
				[
					strong('Portabilidad: '),
					'recibir los datos que nos diste en un formato estructurado y de lectura mecánica, como JSON (artículo 20).',
				],
				[
					strong('Oposición: '),
					'oponerte, por motivos relacionados con tu situación, a un tratamiento basado en nuestro interés legítimo (artículo 21).',
				],
				[
					strong('Retirar el consentimiento: '),
					'en cualquier momento, tan fácilmente como lo diste, sin que afecte al tratamiento anterior (artículo 7.3).',
				],
				[
					strong('Reclamar: '),
					'ante la autoridad de control portuguesa, la Comissão Nacional de Proteção de Dados (CNPD), en ',
					external(OUTSIDE.cnpd, 'www.cnpd.pt'),
					', o ante la autoridad de control del país de la Unión Europea donde vivas o trabajes; en España, la Agencia Española de Protección de Datos, en ',
					external(OUTSIDE.aepd, 'www.aepd.es'),
					' (artículo 77).',
				],
			),
		),
		section(
			'ejercer-derechos',
			'Cómo ejercer tus derechos',
			p(
				'En la página ',
				link('dataManagement', 'Gerir os Meus Dados'),
				' («Gestionar mis datos», disponible solo en portugués) puedes ver qué datos están asociados a tu correo electrónico (mensajes de contacto, suscripciones a la newsletter y prerreservas del libro), exportarlos en JSON y eliminarlos. Para proteger tus datos, primero confirmas que la dirección es tuya mediante un enlace de un solo uso enviado a esa dirección.',
			),
			p(
				'También puedes escribir a ',
				email(OWNER.email),
				', en español si lo prefieres, preferiblemente desde la dirección a la que se refiere la solicitud. Si tenemos dudas razonables sobre tu identidad, podemos pedirte una confirmación adicional.',
			),
			p(
				'Respondemos sin dilación y, como máximo, en el plazo de un mes. En solicitudes complejas o numerosas, ese plazo puede ampliarse otros dos meses; en ese caso te lo comunicamos dentro del primer mes (artículo 12.3). Ejercer tus derechos es gratuito.',
			),
			p(
				'También puedes darte de baja de la newsletter con el enlace incluido en cada correo y cambiar tu elección de cookies en cualquier momento con el botón «',
				es.footer.manageCookies,
				'» del pie de todas las páginas.',
			),
		),
		section(
			'seguridad',
			'Seguridad',
			p(
				'Protegemos los datos con medidas técnicas y organizativas adecuadas al riesgo: conexiones cifradas (HTTPS), acceso a la administración del sitio restringido y protegido con contraseña y un segundo factor de autenticación, copias de seguridad y recogida mínima (por ejemplo, no guardamos direcciones IP).',
			),
			p(
				'Ningún sistema es totalmente seguro. Si se produce una violación de datos que suponga un riesgo para tus derechos, la notificaremos a la CNPD en un plazo de 72 horas y, si el riesgo es alto, también te informaremos directamente (artículos 33 y 34).',
			),
		),
		section(
			'cambios',
			'Cambios en esta política',
			p(
				'Podemos actualizar esta política cuando cambien el sitio o la ley. La fecha de «Última actualización» de arriba indica la versión vigente. Si un cambio afecta a cómo tratamos datos que ya nos diste, lo anunciaremos en el sitio y, si estás suscrito a la newsletter, por correo electrónico.',
			),
			p(
				'Consulta también los ',
				link('terms', 'Términos y Condiciones'),
				', la ',
				link('cookies', 'Política de Cookies'),
				' y el ',
				link('legalNotice', 'Aviso Legal'),
				'.',
			),
		),
	],
}
