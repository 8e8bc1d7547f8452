import { OWNER } from '#app/config/owner.ts'
import { en } from '#app/i18n/catalogues/en.ts'
import { code, email, external, h3, type LegalDocument, link, list, p, section, strong } from '../document-model.ts'
import { COOKIES, LOCAL_STORAGE, OUTSIDE } from '../legal-facts.ts'
import { type StorageWords, storageTable } from '../storage-table.ts'

const words: StorageWords = {
	columns: ['Name', 'Purpose', 'Category', 'Duration'],
	purposes: {
		cookie_consent: ['Stores your cookie choice, so that we do not ask you again on every visit.'],
		session_id: [
			'A random identifier for your visit that keeps the website working securely and links the record of your cookie choice. Deleted when you close your browser.',
		],
		_ga: ['Tells visitors apart under a pseudonym, for aggregated statistics on how the website is used.'],
		_gid: ['Tells visitors apart under a pseudonym, for daily statistics on how the website is used.'],
		rcb_lang: ['Remembers the language you chose for the website.'],
		hasSeenBookModal: ['Remembers that you have already seen the book announcement, so it is not shown again.'],
	},
	categories: { essential: 'Essential', analytics: 'Analytics' },
	session: 'Session',
	persistent: 'Until cleared',
}

export const cookiesEn: LegalDocument = {
	locale: 'en',
	intro: [
		p(
			`This policy explains which cookies and local storage data ${OWNER.domain} uses, what for, for how long, and how you can accept, refuse or delete them. Analytics cookies are only used after you accept them.`,
		),
	],
	sections: [
		section(
			'what-are-cookies',
			'What cookies and local storage are',
			p(
				'Cookies are small text files that a website stores in your browser and that the browser sends back to the website on later visits. Local storage (localStorage) is a similar space in the browser, but what is kept there is never sent to the server: only the website’s own pages read it.',
			),
			p('We use two categories:'),
			list(
				[
					strong('Essential: '),
					'needed for the website to work and to remember the choices you make. They do not require consent (Article 5(2) of Portuguese Law No. 41/2004) and cannot be switched off in the cookie notice.',
				],
				[
					strong('Analytics: '),
					'help us understand, in aggregate, how the website is used so that we can improve it. They are only set if you accept them.',
				],
			),
			p(
				'We do not use marketing or advertising cookies. If that changes, we will ask for your consent first and update this policy.',
			),
		),
		section(
			'cookies-we-use',
			'Cookies we use',
			storageTable('Cookies on this website', COOKIES, words, 'en'),
			p(
				'Essential cookies are set by this website itself. The ',
				code('_ga'),
				' and ',
				code('_gid'),
				' cookies belong to Google Analytics 4 and are only created if you accept analytics cookies. Your IP address is anonymised and advertising signals are turned off. Find out more in the ',
				link('privacy', 'Privacy Policy'),
				'.',
			),
		),
		section(
			'local-storage',
			'Data kept in local storage',
			storageTable('Local storage on this website', LOCAL_STORAGE, words, 'en'),
			p(
				'This data stays in your browser only, until you clear it. It serves features you asked for (the website’s language, not repeating an announcement), so it does not require consent.',
			),
		),
		section(
			'change-consent',
			'How to change your consent',
			p(
				'On your first visit, a notice asks which cookies you accept. You can change your mind whenever you like: the “',
				en.footer.manageCookies,
				'” button in the footer of every page clears the stored choice and reloads the page, so that the notice appears again.',
			),
			p(
				'If you withdraw your consent to analytics, we stop collecting statistics from that moment. Analytics cookies already created can be deleted in your browser, as explained below.',
			),
		),
		section(
			'block-cookies',
			'How to block or delete cookies in your browser',
			p(
				'Every browser lets you view, block and delete cookies and site data. If you block essential cookies, some parts of the website may stop working. Instructions for each browser:',
			),
			list(
				external(OUTSIDE.chrome, 'Google Chrome'),
				external(OUTSIDE.firefox, 'Mozilla Firefox'),
				external(OUTSIDE.safari, 'Safari'),
				external(OUTSIDE.edge, 'Microsoft Edge'),
			),
			h3('Google Analytics'),
			p(
				'Besides the cookie notice, you can stop Google Analytics on every website with the ',
				external(OUTSIDE.gaOptOut, 'Google Analytics opt-out browser add-on'),
				'.',
			),
		),
		section(
			'questions-and-changes',
			'Questions and changes',
			p(
				'If you have any questions about cookies, write to ',
				email(OWNER.email),
				'. We may update this policy when the website changes; the “Last updated” date shows the version in force. See also the ',
				link('privacy', 'Privacy Policy'),
				'.',
			),
		),
	],
}
