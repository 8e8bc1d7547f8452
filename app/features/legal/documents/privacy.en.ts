import { OWNER } from '#app/config/owner.ts'
import { formatPeriod, RETENTION_PERIODS, type RetentionKind } from '#app/features/personal-data/retention-periods.ts'
import { en } from '#app/i18n/catalogues/en.ts'
import { email, external, h3, type LegalDocument, link, list, p, section, strong, table } from '../document-model.ts'
import { OUTSIDE } from '../legal-facts.ts'

const period = (kind: RetentionKind) => formatPeriod(RETENTION_PERIODS[kind], 'en')

export const privacyEn: LegalDocument = {
	locale: 'en',
	intro: [
		p(
			`This policy explains which personal data is processed when you visit ${OWNER.domain} or use its forms: what it is used for, on what legal basis, how long it is kept, who it is shared with and what rights you have over it. In this policy, “we” means the owner of the website, ${OWNER.name}.`,
		),
		p(
			'It is governed by Regulation (EU) 2016/679 (the General Data Protection Regulation, “GDPR”) and by Portuguese Law No. 58/2019, which implements it in Portugal. We only ask for the data we need, and we never sell it.',
		),
	],
	sections: [
		section(
			'controller',
			'Who is responsible for your data',
			p('The controller of your personal data is:'),
			list([strong(OWNER.name)], ['Address: ', OWNER.postalAddress], ['Email: ', email(OWNER.email)]),
			p(
				'No data protection officer has been appointed, as none is required for this activity. Any question about your data can be sent to the email address above.',
			),
		),
		section(
			'data-we-collect',
			'What data we process',
			h3('Contact form'),
			p(
				'Your name, email address, the subject and message you write, and the date and time you accepted this policy when sending the form.',
			),
			h3('Newsletter'),
			p(
				'Your email address, the date you signed up, the date you confirmed, the date of your last interaction and, when it applies, the date we asked whether you want to stay subscribed. The form may ask for your name, but your name is not stored. Sign-up uses double opt-in: your subscription only becomes active once you click the link we email to you.',
			),
			h3('Book pre-reservation'),
			p(
				'Your name, email address and the date of the pre-reservation, so that we can let you know when the pre-sale of “IA para a Minha Avó” opens.',
			),
			h3('Cookie preferences'),
			p(
				'The choice you made in the cookie notice (accepting or refusing analytics and marketing cookies), with a random identifier and the date. This record does not identify you. The details are in the ',
				link('cookies', 'Cookie Policy'),
				'.',
			),
			h3('Browsing and statistics'),
			p(
				'The server keeps technical access logs (date and time, page requested, outcome of the request and errors) to keep the website secure and running. Your device’s IP address is only used in the moment, to deliver the pages to you and to stop abuse (such as repeated form submissions), and it is not stored: neither in those logs nor with messages, subscriptions or pre-reservations.',
			),
			p(
				'Only if you accept analytics cookies does Google Analytics 4 collect usage data (pages viewed, device and browser type, approximate location at country or city level, actions such as sending a form), with your IP address anonymised and without advertising signals.',
			),
			p(
				'We do not ask for special categories of data (such as health data); please do not include them in your messages. The forms on this website are not intended for children under 13.',
			),
		),
		section(
			'purposes',
			'Why we use your data and on what legal basis',
			p(
				'Each processing activity has a purpose and a legal basis under Article 6(1) GDPR. Where the basis is consent, you can withdraw it at any time without affecting the processing carried out before.',
			),
			table(
				'Purposes and legal bases',
				['Purpose', 'Data', 'Legal basis'],
				[
					[
						['Replying to your message'],
						['Name, email, subject, message'],
						[
							'Steps taken at your request before entering into a contract, when you write about a service (point (b)); otherwise, our legitimate interest in replying to people who contact us (point (f))',
						],
					],
					[['Sending the newsletter'], ['Email'], ['Consent (point (a))']],
					[['Telling you when the book’s pre-sale opens'], ['Name, email'], ['Consent (point (a))']],
					[
						['Keeping and proving your cookie choice'],
						['Choice, random identifier, date'],
						['Legal obligation to demonstrate consent (point (c) and Article 7(1))'],
					],
					[
						['Usage statistics'],
						['Usage data and the identifiers in analytics cookies'],
						['Consent (point (a) and Article 5 of Portuguese Law No. 41/2004)'],
					],
					[
						['Security and running of the website'],
						['Technical access logs, without IP addresses'],
						['Legitimate interest in keeping the website secure and available (point (f))'],
					],
					[
						['Answering requests about your data'],
						['Email and the content of the request'],
						['Legal obligation (point (c))'],
					],
				],
			),
			p('We do not make automated decisions or build profiles from your data.'),
		),
		section(
			'retention',
			'How long we keep your data',
			list(
				[strong('Contact form messages: '), `${period('contactMessages')} from receipt.`],
				[
					strong('Newsletter: '),
					`until you unsubscribe, or after ${period('newsletterInactive')} without any interaction from you. An interaction is confirming your subscription, confirming it again, or pressing the “Keep me subscribed” button; we record no opens or clicks. ${period('newsletterRepermissionNotice')} before ${period('newsletterInactive')} have passed since your last interaction, we send you an email with that button; if you do not answer by that date (or, if the email goes out later, within ${period('newsletterRepermissionNotice')} of sending it), your subscription and address are deleted. Sign-ups that are never confirmed are deleted after ${period('newsletterUnconfirmed')}.`,
				],
				[
					strong('Book pre-reservations: '),
					`up to ${period('bookPrereservationsAfterLaunch')} after the book is launched.`,
				],
				[strong('Cookie consent records: '), `${period('cookieConsents')}.`],
				[strong('Technical access logs: '), `${period('accessLogs')}.`],
				[strong('Copies of the e-mail the site sends: '), `${period('sentMail')} after sending was requested.`],
				[
					strong('Log of requests about your data: '),
					`${period('dataRequestLog')}. It keeps only an irreversible code of the e-mail address, the kind of request and the date, so that we can show we answered.`,
				],
			),
			p(
				'When these periods end, the data is deleted or irreversibly anonymised. We will only keep it longer if the law requires it or if it is needed to establish, exercise or defend a legal claim.',
			),
		),
		section(
			'recipients',
			'Who we share your data with',
			p(
				'We do not sell your data or pass it to third parties for their marketing. We use service providers (processors under Article 28 GDPR) who handle it only on our behalf, following our instructions and bound by confidentiality and security obligations:',
			),
			list(
				[strong('Hosting provider: '), 'stores the database and serves the website’s pages.'],
				[
					strong('Email delivery provider: '),
					'delivers newsletter confirmation messages, pre-reservation notices and our replies.',
				],
				[
					strong('Google Ireland Limited (Google Analytics 4): '),
					'only if you accept analytics cookies, with your IP address anonymised. You can read ',
					external(OUTSIDE.googlePrivacy, 'Google’s privacy policy'),
					' and ',
					external(OUTSIDE.googlePartners, 'how Google uses data from sites that use its services'),
					'.',
				],
			),
			p('We may also have to disclose data to public authorities where the law requires it.'),
		),
		section(
			'transfers',
			'Transfers outside the European Economic Area',
			p(
				'We prefer providers that process data within the European Economic Area (EEA). Google may process statistics data in the United States; that transfer relies on the European Commission’s adequacy decision for the ',
				external(OUTSIDE.dataPrivacyFramework, 'EU-U.S. Data Privacy Framework'),
				', under which Google LLC is certified, and on standard contractual clauses approved by the Commission.',
			),
			p(
				'If another provider ever needs to transfer data outside the EEA, it will only do so with an appropriate safeguard under Articles 44 to 49 GDPR, such as an adequacy decision or standard contractual clauses. You can ask us for a copy of those safeguards.',
			),
		),
		section(
			'your-rights',
			'Your rights',
			p('Regarding your personal data, you have the right to:'),
			list(
				[strong('Access: '), 'find out whether we process data about you and get a copy of it (Article 15).'],
				[strong('Rectification: '), 'have inaccurate or incomplete data corrected (Article 16).'],
				[strong('Erasure: '), 'ask us to delete your data (Article 17).'],
				[strong('Restriction: '), 'ask us to pause processing while a question is being looked into (Article 18).'],
				[
					strong('Portability: '),
					'receive the data you gave us in a structured, machine-readable format such as JSON (Article 20).',
				],
				[
					strong('Objection: '),
					'object, on grounds relating to your situation, to processing based on our legitimate interest (Article 21).',
				],
				[
					strong('Withdraw consent: '),
					'at any time, as easily as you gave it, without affecting earlier processing (Article 7(3)).',
				],
				[
					strong('Complain: '),
					'to the Portuguese supervisory authority, the Comissão Nacional de Proteção de Dados (CNPD), at ',
					external(OUTSIDE.cnpd, 'www.cnpd.pt'),
					', or to the supervisory authority of the EU country where you live or work (Article 77).',
				],
			),
		),
		section(
			'using-your-rights',
			'How to use your rights',
			p(
				'On the ',
				link('dataManagement', 'Gerir os Meus Dados'),
				' page (“Manage My Data”, available in Portuguese only) you can see which data is linked to your email address (contact messages, newsletter subscriptions and book pre-reservations), export it as JSON and delete it. To protect your data, you first confirm that the address is yours through a one-time link sent to it.',
			),
			p(
				'You can also write to ',
				email(OWNER.email),
				', in English if you prefer, ideally from the email address your request is about. If we have reasonable doubts about your identity, we may ask you to confirm it.',
			),
			p(
				'We reply without undue delay and within one month at the latest. For complex or numerous requests this may be extended by two further months, in which case we will tell you within the first month (Article 12(3)). Using your rights is free of charge.',
			),
			p(
				'You can also unsubscribe from the newsletter through the link in every email, and change your cookie choice at any time with the “',
				en.footer.manageCookies,
				'” button in the footer of every page.',
			),
		),
		section(
			'security',
			'Security',
			p(
				'We protect your data with technical and organisational measures suited to the risk: encrypted connections (HTTPS), access to the website’s administration restricted and protected by a password and a second authentication factor, backups, and minimal collection (for example, we do not store IP addresses).',
			),
			p(
				'No system is completely secure. If a personal data breach puts your rights at risk, we will notify the CNPD within 72 hours and, if the risk is high, we will also tell you directly (Articles 33 and 34).',
			),
		),
		section(
			'changes',
			'Changes to this policy',
			p(
				'We may update this policy when the website or the law changes. The “Last updated” date at the top shows the version in force. If a change affects how we process data you have already given us, we will announce it on the website and, if you subscribe to the newsletter, by email.',
			),
			p(
				'See also the ',
				link('terms', 'Terms and Conditions'),
				', the ',
				link('cookies', 'Cookie Policy'),
				' and the ',
				link('legalNotice', 'Legal Notice'),
				'.',
			),
		),
	],
}
