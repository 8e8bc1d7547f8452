import type { Catalogue } from './pt-PT.ts'

export const en = {
	meta: {
		role: 'Entrepreneur, digital strategist and author',
		keywords: 'digital strategy, automation, conversion funnels, artificial intelligence, Silver Coast, Portugal',
	},
	a11y: {
		skipToContent: 'Skip to content',
		breadcrumb: 'Breadcrumb',
		primaryNav: 'Main navigation',
		socialNav: 'Social media',
		opensInNewTab: '(opens in a new tab)',
	},
	nav: {
		home: 'Home',
		bio: 'Bio',
		projects: 'Projects',
		media: 'Media',
		contact: 'Contact',
		digitalKit: 'Digital Kit',
		menu: 'Menu',
	},
	language: {
		current: 'Current language: {language}',
		choose: 'Choose language',
	},
	pages: {
		home: {
			title: 'Home',
			metaTitle: '{name} — Digital strategy and automation on Portugal’s Silver Coast',
			description:
				'Entrepreneur, digital strategist and author. I help small businesses grow with smart automations, digital strategy and conversion funnels.',
			lead: 'Digital strategy, smart automations and conversion funnels for people who want to grow without the complexity.',
		},
		bio: {
			title: 'Bio',
			description: 'The journey of {name}: entrepreneur, digital strategist and author on Portugal’s Silver Coast.',
			lead: 'A path built on real businesses, useful technology and a genuine drive to keep things simple.',
		},
		projects: {
			title: 'Projects',
			description: 'Digital strategy, automation and conversion funnel projects by {name}.',
			lead: 'A selection of projects I have worked on, from first sketch to measurable results.',
		},
		media: {
			title: 'Media',
			description: 'Articles, interviews and media appearances featuring {name}, plus the official press kit.',
			lead: 'Interviews, articles and a press kit for journalists.',
		},
		contact: {
			title: 'Contact',
			description: 'Talk to {name} about digital strategy, automation or the book. Reply within 24 hours.',
			lead: 'Tell me what you need. I reply within 24 hours.',
		},
		digitalKit: {
			title: 'Digital Kit',
			description:
				'The Digital Kit: a 7-day method to set up a working digital system, with funnels, Notion, automations and a digital agent.',
			lead: 'Redirecting...',
		},
		book: {
			title: 'IA para a Minha Avó',
			description:
				'A practical guide to using artificial intelligence tools safely in everyday life, for readers aged 45 to 70.',
			lead: 'A practical guide to using artificial intelligence safely in everyday life.',
		},
		privacy: {
			title: 'Privacy Policy',
			description: 'How your personal data is handled on this website.',
			lead: 'How your personal data is collected, used and protected.',
		},
		terms: {
			title: 'Terms and Conditions',
			description: 'The terms and conditions for using this website.',
			lead: 'The rules for using this website.',
		},
		cookies: {
			title: 'Cookie Policy',
			description: 'Which cookies this website uses, what for and for how long.',
			lead: 'Which cookies we use, what for and for how long.',
		},
		legalNotice: {
			title: 'Legal Notice',
			description: 'Legal information about the owner of this website and its use.',
			lead: 'Who is responsible for this website.',
		},
		dataManagement: {
			title: 'Manage My Data',
			description: 'View, export or delete the personal data we hold about you.',
			lead: 'View, export or delete the personal data linked to your email address.',
		},
	},
	home: {
		ctaProjects: 'View projects',
		ctaContact: 'Get in touch',
	},
	footer: {
		tagline: 'Digital strategy, automations and conversion funnels from the Silver Coast, Portugal.',
		explore: 'Explore',
		legal: 'Legal',
		follow: 'Follow',
		manageCookies: 'Manage cookies',
		emailLabel: 'Email',
		handle: 'Find me on social media as {handle}',
		domainNote: 'Official website: {domain}',
		copyright: '© {year} {name}. All rights reserved.',
	},
	common: {
		loading: 'Loading...',
		backHome: 'Back to home',
		redirecting: 'Redirecting...',
		continueToKit: 'Continue to the Digital Kit',
	},
	notFound: {
		title: 'Oops! Page not found',
		body: 'The page you are looking for does not exist or has moved.',
	},
	error: {
		title: 'Something went wrong',
		body: 'An unexpected error occurred. Please try again in a moment.',
	},
} satisfies Catalogue
