import { OWNER } from '#app/config/owner.ts'
import { email, external, type LegalDocument, link, list, p, section, strong } from '../document-model.ts'
import { OUTSIDE } from '../legal-facts.ts'

export const legalNoticeEn: LegalDocument = {
	locale: 'en',
	intro: [
		p(
			`In accordance with Portuguese Decree-Law No. 7/2004 on electronic commerce, this page identifies the owner of the website ${OWNER.domain} and sets out the general conditions for its use.`,
		),
	],
	sections: [
		section(
			'owner',
			'Website owner',
			list(
				['Name: ', strong(OWNER.name)],
				['Address: ', OWNER.postalAddress],
				['Portuguese tax number (NIF): ', OWNER.taxId],
				['Email: ', email(OWNER.email)],
				['Website: ', OWNER.domain],
			),
		),
		section(
			'purpose',
			'Purpose of the website',
			p(
				'A personal and professional website, for information purposes, about the owner’s work in digital strategy, automations and conversion funnels, the book “IA para a Minha Avó” and the Digital Kit, with forms for getting in touch, subscribing to the newsletter and pre-reserving the book. The website does not sell products or services directly.',
			),
		),
		section(
			'intellectual-property',
			'Intellectual property',
			p(
				`The content of the website (texts, images, design and code) belongs to ${OWNER.name} or to its respective authors and is protected by copyright. The conditions under which you may use it are set out in the `,
				link('terms', 'Terms and Conditions'),
				'.',
			),
		),
		section(
			'liability',
			'Liability',
			p(
				'The information on the website is provided in good faith and is general in nature. The owner is not liable for decisions made on the basis of it, nor for the content of third-party websites it links to, without prejudice to any liability that cannot be excluded by law.',
			),
		),
		section(
			'personal-data',
			'Personal data and cookies',
			p(
				'How personal data is processed is explained in the ',
				link('privacy', 'Privacy Policy'),
				' and the use of cookies in the ',
				link('cookies', 'Cookie Policy'),
				'. You can view, export or delete your data on the ',
				link('dataManagement', 'Gerir os Meus Dados'),
				' page (in Portuguese).',
			),
		),
		section(
			'law-and-disputes',
			'Applicable law and dispute resolution',
			p(
				'This website and its use are governed by Portuguese law, and disputes fall under the jurisdiction of the Portuguese courts, without prejudice to mandatory consumer protection rules.',
			),
			p(
				'If you are a consumer, you can file a complaint in the Portuguese online complaints book, the ',
				external(OUTSIDE.complaintsBook, 'Livro de Reclamações Eletrónico'),
				'. In a consumer dispute you can also turn to an alternative consumer dispute resolution body (Portuguese Law No. 144/2015); the list of these bodies is available on the ',
				external(OUTSIDE.consumerPortal, 'Portuguese Consumer Portal'),
				'.',
			),
		),
		section(
			'contact',
			'Contact',
			p(
				'For any question about this website, write to ',
				email(OWNER.email),
				' or use the ',
				link('contact', 'Contact'),
				' page.',
			),
		),
	],
}
