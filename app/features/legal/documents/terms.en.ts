import { OWNER } from '#app/config/owner.ts'
import { formatPeriod, RETENTION_PERIODS } from '#app/features/personal-data/retention-periods.ts'
import { email, type LegalDocument, link, list, p, section } from '../document-model.ts'

export const termsEn: LegalDocument = {
	locale: 'en',
	intro: [
		p(
			`These terms govern the use of the website ${OWNER.domain}, owned by ${OWNER.name} (“we”). By using the website you accept these terms; if you do not agree with them, please do not use it. The owner’s full details are in the `,
			link('legalNotice', 'Legal Notice'),
			'.',
		),
	],
	sections: [
		section(
			'the-website',
			'The website',
			p(
				'This is the personal and professional website of ',
				OWNER.name,
				'. It presents the owner’s background, projects and media coverage, the book “IA para a Minha Avó” and the Digital Kit, and lets you get in touch, subscribe to the newsletter and pre-reserve the book. Its content is informative and may be updated, changed or removed at any time.',
			),
		),
		section(
			'use',
			'Using the website',
			p('You may use the website freely for personal and lawful purposes. In doing so, you agree not to:'),
			list(
				'try to access restricted areas, such as the administration, or compromise the security or operation of the website;',
				'send unlawful or offensive content, unsolicited advertising, or other people’s data without their permission through the forms;',
				'collect content or data in an automated, large-scale way, or overload the website with requests;',
				'impersonate anyone else.',
			),
			p(
				'The details you enter in the forms must be true and your own. We may restrict access for, or disregard requests from, anyone who does not comply with these terms.',
			),
		),
		section(
			'intellectual-property',
			'Intellectual property',
			p(
				`The texts, photographs, images, logos, design and code of the website belong to ${OWNER.name} or to their respective authors and are protected by the Portuguese Code of Copyright and Related Rights and other applicable law.`,
			),
			p(
				'You may share links to the website and quote short extracts, citing the source. Journalists may use the press kit materials on the ',
				link('media', 'Media'),
				' page in news coverage about the author. Any other reproduction, distribution or commercial use requires prior written permission. Third-party trademarks and content belong to their respective owners.',
			),
		),
		section(
			'pre-reservation',
			'Book pre-reservation',
			p('Pre-reserving the book ', link('book', '“IA para a Minha Avó”'), ' is free and without obligation:'),
			list(
				'it is not a purchase or an order, and no payment is requested;',
				'it does not oblige you to buy the book, nor us to sell it;',
				'it only serves to send you an email when the pre-sale opens.',
			),
			p(
				'The price, terms of sale, right of withdrawal and launch date will be given before any purchase, which will be made separately and under its own terms. You can cancel your pre-reservation at any time on the ',
				link('dataManagement', 'Gerir os Meus Dados'),
				' page (in Portuguese) or by email. We keep your pre-reservation for up to ',
				formatPeriod(RETENTION_PERIODS.bookPrereservationsAfterLaunch, 'en'),
				' after the book is launched.',
			),
		),
		section(
			'newsletter',
			'Newsletter',
			p(
				'The newsletter is free. Your subscription only becomes active once you confirm it in the email we send you, and you can unsubscribe at any time through the link in every issue. How we handle your email address is described in the ',
				link('privacy', 'Privacy Policy'),
				'.',
			),
		),
		section(
			'contact-form',
			'Contact form',
			p(
				'We aim to reply to messages within 24 hours, but cannot guarantee it. Sending a message does not create a contract or any obligation to provide a service; any collaboration will be agreed separately.',
			),
		),
		section(
			'external-links',
			'Digital Kit and external links',
			p(
				'The ',
				link('digitalKit', 'Digital Kit'),
				' is provided on an external website, with its own terms and privacy policy. This website also links to press articles, social networks and other third-party websites. We do not control those websites and are not responsible for their content, availability or privacy practices.',
			),
		),
		section(
			'liability',
			'Liability',
			p(
				'We take care to keep the information on the website accurate and up to date, but we do not guarantee that it is always complete, error-free or available without interruption. The content is general in nature and is no substitute for professional advice tailored to your situation.',
			),
			p(
				'To the extent permitted by law, we are not liable for damage arising from the use of, or inability to use, the website. Nothing in these terms excludes or limits liability that cannot be excluded by law, in particular for wilful misconduct or gross negligence, nor the rights that the law grants to consumers.',
			),
		),
		section(
			'changes',
			'Changes to these terms',
			p(
				'We may change these terms when the website or the law changes. The version in force is the one published on this page, with its “Last updated” date.',
			),
		),
		section(
			'governing-law',
			'Governing law and disputes',
			p(
				'These terms are governed by Portuguese law. Disputes will be settled by the competent Portuguese courts, without prejudice to the mandatory consumer protection rules of the country where you live. Alternative dispute resolution options are listed in the ',
				link('legalNotice', 'Legal Notice'),
				'.',
			),
		),
		section(
			'contact',
			'Contact',
			p(
				'For any question about these terms, write to ',
				email(OWNER.email),
				' or use the ',
				link('contact', 'Contact'),
				' page.',
			),
		),
	],
}
