import type { Catalogue } from './pt-PT.ts'

export const es = {
	meta: {
		role: 'Emprendedor, estratega digital y autor',
		keywords:
			'estrategia digital, automatizaciones, embudos de conversión, inteligencia artificial, Costa de Plata, Portugal',
	},
	a11y: {
		skipToContent: 'Saltar al contenido',
		breadcrumb: 'Ruta de navegación',
		primaryNav: 'Navegación principal',
		socialNav: 'Redes sociales',
		opensInNewTab: '(se abre en una pestaña nueva)',
	},
	nav: {
		home: 'Inicio',
		bio: 'Bio',
		projects: 'Proyectos',
		media: 'Medios',
		contact: 'Contacto',
		digitalKit: 'Kit Digital',
		menu: 'Menú',
	},
	language: {
		current: 'Idioma actual: {language}',
		choose: 'Elegir idioma',
	},
	pages: {
		home: {
			title: 'Inicio',
			metaTitle: '{name} — Estrategia digital y automatizaciones en la Costa de Plata',
			description:
				'Emprendedor, estratega digital y autor. Ayudo a pequeños negocios a crecer con automatizaciones inteligentes, estrategia digital y embudos de conversión.',
			lead: 'Estrategia digital, automatizaciones inteligentes y embudos de conversión para quien quiere crecer sin complicarse.',
		},
		bio: {
			title: 'Bio',
			description: 'La trayectoria de {name}: emprendedor, estratega digital y autor en la Costa de Plata portuguesa.',
			lead: 'Una trayectoria hecha de negocios reales, tecnología útil y muchas ganas de simplificar.',
		},
		projects: {
			title: 'Proyectos',
			description: 'Proyectos de estrategia digital, automatización y embudos de conversión desarrollados por {name}.',
			lead: 'Algunos de los proyectos en los que he trabajado, desde el primer boceto hasta los resultados.',
		},
		media: {
			title: 'Medios',
			description: 'Artículos, entrevistas y apariciones en medios de {name}, además del dosier de prensa oficial.',
			lead: 'Entrevistas, artículos y el dosier de prensa para periodistas.',
		},
		contact: {
			title: 'Contacto',
			description: 'Habla con {name} sobre estrategia digital, automatizaciones o el libro. Respuesta en 24 horas.',
			lead: 'Cuéntame qué necesitas. Respondo en 24 horas.',
		},
		digitalKit: {
			title: 'Kit Digital',
			description:
				'El Kit Digital: un método de 7 días para montar un sistema digital que funciona, con embudos, Notion, automatizaciones y un agente digital.',
			lead: 'Redirigiendo...',
		},
		book: {
			title: 'IA para a Minha Avó',
			description:
				'Una guía práctica para usar herramientas de inteligencia artificial con seguridad en el día a día, para lectores de 45 a 70 años.',
			lead: 'Una guía práctica para usar la inteligencia artificial con seguridad en el día a día.',
		},
		privacy: {
			title: 'Política de Privacidad',
			description: 'Cómo se tratan tus datos personales en este sitio web.',
			lead: 'Cómo se recogen, utilizan y protegen tus datos personales.',
		},
		terms: {
			title: 'Términos y Condiciones',
			description: 'Los términos y condiciones de uso de este sitio web.',
			lead: 'Las normas de uso de este sitio web.',
		},
		cookies: {
			title: 'Política de Cookies',
			description: 'Qué cookies utiliza este sitio web, para qué y durante cuánto tiempo.',
			lead: 'Qué cookies utilizamos, para qué y durante cuánto tiempo.',
		},
		legalNotice: {
			title: 'Aviso Legal',
			description: 'Información legal sobre el titular y el uso de este sitio web.',
			lead: 'Quién es el responsable de este sitio web.',
		},
		dataManagement: {
			title: 'Gestionar Mis Datos',
			description: 'Consulta, exporta o elimina los datos personales que guardamos sobre ti.',
			lead: 'Consulta, exporta o elimina los datos personales asociados a tu correo electrónico.',
		},
	},
	home: {
		ctaProjects: 'Ver proyectos',
		ctaContact: 'Hablemos',
	},
	footer: {
		tagline: 'Estrategia digital, automatizaciones y embudos de conversión desde la Costa de Plata, Portugal.',
		explore: 'Explorar',
		legal: 'Legal',
		follow: 'Seguir',
		manageCookies: 'Gestionar cookies',
		emailLabel: 'Correo electrónico',
		handle: 'Encuéntrame en redes como {handle}',
		domainNote: 'Sitio oficial: {domain}',
		copyright: '© {year} {name}. Todos los derechos reservados.',
	},
	common: {
		loading: 'Cargando...',
		backHome: 'Volver al inicio',
		redirecting: 'Redirigiendo...',
		continueToKit: 'Continuar al Kit Digital',
	},
	notFound: {
		title: '¡Uy! Página no encontrada',
		body: 'La página que buscas no existe o ha cambiado de dirección.',
	},
	error: {
		title: 'Algo ha salido mal',
		body: 'Se ha producido un error inesperado. Inténtalo de nuevo en unos momentos.',
	},
} satisfies Catalogue
