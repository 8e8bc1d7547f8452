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
		servicesTitle: 'How I can help your business',
		servicesLead: 'Three lines of work, one goal: more customers with less effort.',
		automationsTitle: 'Smart automations',
		automationsBody:
			'I connect the tools you already use so bookings, invoices, emails and reports happen on their own. Fewer repetitive tasks, more time for your customers.',
		automationsLink: 'See projects',
		strategyTitle: 'Digital strategy',
		strategyBody:
			'A clear plan for your online presence: where to be, what to say and how to measure it. No passing fads, just decisions based on data.',
		strategyLink: 'Read my story',
		funnelsTitle: 'Conversion funnels',
		funnelsBody:
			'From the first click to the sale: pages, offers and email sequences that turn visitors into loyal customers.',
		funnelsLink: 'Discover the Digital Kit',
		highlightsTitle: 'Results that count',
		highlightOneValue: '15+',
		highlightOneLabel: 'years taking small businesses on the Silver Coast online',
		highlightTwoValue: '120+',
		highlightTwoLabel: 'systems, automations and funnels delivered to clients',
		highlightThreeValue: '7 days',
		highlightThreeLabel: 'to set up a working digital system with the Digital Kit',
		kitEyebrow: 'Digital Kit',
		kitTitle: 'Your complete digital system in 7 days',
		kitBody:
			'A guided, step-by-step method to build funnels, organise your business in Notion, connect automations and put a digital agent to work for you. Eligible for support under the Kit Digital programme.',
		kitCta: 'I want the Digital Kit',
		testimonialsTitle: 'What clients say',
		bookEyebrow: 'My first book',
		bookTitle: 'IA para a Minha Avó',
		bookBody:
			'A practical guide to using artificial intelligence safely in everyday life, written for readers aged 45 to 70. With 40 ready-to-use prompts.',
		bookCta: 'Reserve a copy',
		bookMore: 'More about the book',
		bookLanguage: 'The book is written in European Portuguese.',
	},
	newsletter: {
		title: 'Practical ideas in your inbox',
		lead: 'A short newsletter, no spam: automations, digital strategy and news about the book. Unsubscribe at any time.',
		name: 'Name',
		email: 'Email',
		consentBefore: 'I have read and accept the ',
		consentLink: 'privacy policy',
		consentAfter: '.',
		submit: 'Subscribe',
		submitting: 'Subscribing...',
	},
	contact: {
		formTitle: 'Send me a message',
		writeBody:
			'Tell me in a few lines what you need: your business, the goal and the timeline. The more specific, the better the answer.',
		writeCta: 'Write an email',
		emailSubject: 'Contact through the website',
		directTitle: 'Direct contact',
		directBody: 'Prefer to write directly? Use my email:',
		replyPromise: 'I reply to every message within 24 hours.',
		location: 'Silver Coast, Portugal — meetings in person in the region or by video call.',
	},
	bio: {
		aboutTitle: 'About me',
		location: 'Silver Coast, Portugal',
		portraitAlt: 'Portrait of {name}',
		timelineEyebrow: 'Journey',
		timelineTitle: 'The milestones that brought me here',
		timelineLead: 'From the family business to artificial intelligence: every step taught me to keep things simple.',
		ctaTitle: 'See this journey at work',
		ctaBody: 'Explore the projects where strategy, automation and conversion funnels turn into real results.',
		ctaButton: 'View projects',
	},
	projects: {
		listTitle: 'Featured projects',
		visit: 'Visit',
		empty: 'No projects have been published yet. Check back soon, or tell me about yours.',
		howIWorkEyebrow: 'Method',
		howIWorkTitle: 'How I work',
		howIWorkLead: 'No jargon, and a clear focus on what makes your business grow.',
		howIWorkDefault:
			'I start by listening: understanding your business, your customers and where time is being lost. Then I design a solution that fits, build it with you step by step and follow the results until your team can run it on its own.',
		contactCta: 'Talk about your project',
	},
	media: {
		listTitle: 'Articles and interviews',
		readArticle: 'Read article',
		empty: 'No articles have been published yet. Check back soon!',
	},
	pressKit: {
		eyebrow: 'For journalists and event organisers',
		title: 'Press kit',
		bioTitle: 'Official bio',
		defaultBio:
			'{name} is an entrepreneur, digital strategist and author based on Portugal’s Silver Coast. He helps small businesses and professionals grow through digital strategy, smart automation and conversion funnels.',
		download: 'Download bio and photo',
		downloadHint: 'ZIP file with the bio in Portuguese, English and Spanish and a portrait.',
		pressPrompt: 'Working on a story, an interview or an event? Get in touch: I answer press requests within 24 hours.',
		contact: 'Press contact',
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
