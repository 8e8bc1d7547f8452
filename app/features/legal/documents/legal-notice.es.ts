import { OWNER } from '#app/config/owner.ts'
import { email, external, type LegalDocument, link, list, p, section, strong } from '../document-model.ts'
import { OUTSIDE } from '../legal-facts.ts'

export const legalNoticeEs: LegalDocument = {
	locale: 'es',
	intro: [
		p(
			`En cumplimiento del Decreto-Ley portugués n.º 7/2004, sobre comercio electrónico, identificamos al titular del sitio web ${OWNER.domain} y las condiciones generales de su uso.`,
		),
	],
	sections: [
		section(
			'titular',
			'Titular del sitio',
			list(
				['Nombre: ', strong(OWNER.name)],
				['Dirección: ', OWNER.postalAddress],
				['Número de identificación fiscal portugués (NIF): ', OWNER.taxId],
				['Correo electrónico: ', email(OWNER.email)],
				['Sitio web: ', OWNER.domain],
			),
		),
		section(
			'objeto',
			'Objeto del sitio',
			p(
				'Sitio web personal y profesional, de carácter informativo, sobre el trabajo del titular en estrategia digital, automatizaciones y embudos de conversión, el libro «IA para a Minha Avó» y el Kit Digital, con formularios de contacto, de suscripción a la newsletter y de prerreserva del libro. El sitio no vende productos ni servicios directamente.',
			),
		),
		section(
			'propiedad-intelectual',
			'Propiedad intelectual',
			p(
				`Los contenidos del sitio (textos, imágenes, diseño y código) pertenecen a ${OWNER.name} o a sus respectivos autores y están protegidos por derechos de autor. Las condiciones en que puedes usarlos están en los `,
				link('terms', 'Términos y Condiciones'),
				'.',
			),
		),
		section(
			'responsabilidad',
			'Responsabilidad',
			p(
				'La información del sitio se ofrece de buena fe y tiene carácter general. El titular no responde de las decisiones tomadas a partir de ella ni del contenido de los sitios de terceros enlazados, sin perjuicio de la responsabilidad que la ley no permita excluir.',
			),
		),
		section(
			'datos-personales',
			'Datos personales y cookies',
			p(
				'El tratamiento de los datos personales se explica en la ',
				link('privacy', 'Política de Privacidad'),
				' y el uso de cookies en la ',
				link('cookies', 'Política de Cookies'),
				'. Puedes consultar, exportar o eliminar tus datos en la página ',
				link('dataManagement', 'Gerir os Meus Dados'),
				' (en portugués).',
			),
		),
		section(
			'ley-y-litigios',
			'Ley aplicable y resolución de litigios',
			p(
				'Este sitio y su uso se rigen por la ley portuguesa, y los litigios corresponden a los tribunales portugueses, sin perjuicio de las normas imperativas de protección de los consumidores.',
			),
			p(
				'Si eres consumidor, puedes presentar una reclamación en el libro de reclamaciones electrónico portugués, el ',
				external(OUTSIDE.complaintsBook, 'Livro de Reclamações Eletrónico'),
				'. En un litigio de consumo también puedes acudir a una entidad de resolución alternativa de litigios de consumo (Ley portuguesa n.º 144/2015); la lista de estas entidades está disponible en el ',
				external(OUTSIDE.consumerPortal, 'Portal del Consumidor portugués'),
				'.',
			),
		),
		section(
			'contacto',
			'Contacto',
			p(
				'Para cualquier pregunta sobre este sitio, escribe a ',
				email(OWNER.email),
				' o usa la página de ',
				link('contact', 'Contacto'),
				'.',
			),
		),
	],
}
