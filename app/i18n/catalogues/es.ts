import type { Catalogue } from './pt-PT.ts'

export const es = {
	meta: {
		role: 'Emprendedor, estratega digital y autor',
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
			keywords:
				'estrategia digital, automatizaciones, embudos de conversión, inteligencia artificial, pequeños negocios, Costa de Plata, Portugal',
			lead: 'Estrategia digital, automatizaciones inteligentes y embudos de conversión para quien quiere crecer sin complicarse.',
		},
		bio: {
			title: 'Bio',
			description: 'La trayectoria de {name}: emprendedor, estratega digital y autor en la Costa de Plata portuguesa.',
			keywords: 'Ricardo Branco, biografía, emprendedor, estratega digital, autor, Caldas da Rainha, Costa de Plata',
			lead: 'Una trayectoria hecha de negocios reales, tecnología útil y muchas ganas de simplificar.',
		},
		projects: {
			title: 'Proyectos',
			description: 'Proyectos de estrategia digital, automatización y embudos de conversión desarrollados por {name}.',
			keywords: 'proyectos, automatizaciones, embudos de conversión, Kit Digital, estrategia digital, casos reales',
			lead: 'Algunos de los proyectos en los que he trabajado, desde el primer boceto hasta los resultados.',
		},
		media: {
			title: 'Medios',
			description: 'Artículos, entrevistas y apariciones en medios de {name}, además del dosier de prensa oficial.',
			keywords: 'prensa, entrevistas, artículos, press kit, Ricardo Branco, medios',
			lead: 'Entrevistas, artículos y el dosier de prensa para periodistas.',
		},
		contact: {
			title: 'Contacto',
			description: 'Habla con {name} sobre estrategia digital, automatizaciones o el libro. Respuesta en 24 horas.',
			keywords: 'contacto, consultoría digital, automatizaciones, estrategia digital, presupuesto, Costa de Plata',
			lead: 'Cuéntame qué necesitas. Respondo en 24 horas.',
		},
		digitalKit: {
			title: 'Kit Digital',
			description:
				'El Kit Digital: un método de 7 días para montar un sistema digital que funciona, con embudos, Notion, automatizaciones y un agente digital.',
			keywords: 'Kit Digital, sistema digital, embudos, Notion, automatizaciones, agente digital',
			lead: 'Redirigiendo...',
		},
		book: {
			title: 'IA para a Minha Avó',
			description:
				'Una guía práctica para usar herramientas de inteligencia artificial con seguridad en el día a día, para lectores de 45 a 70 años.',
			keywords: 'IA para a Minha Avó, libro, inteligencia artificial, mayores, guía práctica, ebook, preventa',
			lead: 'Una guía práctica para usar la inteligencia artificial con seguridad en el día a día.',
		},
		privacy: {
			title: 'Política de Privacidad',
			description: 'Cómo se tratan tus datos personales en este sitio web.',
			keywords: 'política de privacidad, RGPD, datos personales, derechos, conservación de datos',
			lead: 'Cómo se recogen, utilizan y protegen tus datos personales.',
		},
		terms: {
			title: 'Términos y Condiciones',
			description: 'Los términos y condiciones de uso de este sitio web.',
			keywords: 'términos y condiciones, uso del sitio, prerreserva, newsletter',
			lead: 'Las normas de uso de este sitio web.',
		},
		cookies: {
			title: 'Política de Cookies',
			description: 'Qué cookies utiliza este sitio web, para qué y durante cuánto tiempo.',
			keywords: 'política de cookies, cookies, consentimiento, Google Analytics, almacenamiento local',
			lead: 'Qué cookies utilizamos, para qué y durante cuánto tiempo.',
		},
		legalNotice: {
			title: 'Aviso Legal',
			description: 'Información legal sobre el titular y el uso de este sitio web.',
			keywords: 'aviso legal, titular del sitio, propiedad intelectual, resolución de litigios',
			lead: 'Quién es el responsable de este sitio web.',
		},
		dataManagement: {
			title: 'Gestionar Mis Datos',
			description: 'Consulta, exporta o elimina los datos personales que guardamos sobre ti.',
			keywords: 'gestionar datos, RGPD, exportar datos, eliminar datos, derechos del interesado',
			lead: 'Consulta, exporta o elimina los datos personales asociados a tu correo electrónico.',
		},
	},
	home: {
		ctaProjects: 'Ver proyectos',
		ctaContact: 'Hablemos',
		servicesTitle: 'Cómo puedo ayudar a tu negocio',
		servicesLead: 'Tres líneas de trabajo, un objetivo: más clientes con menos esfuerzo.',
		automationsTitle: 'Automatizaciones inteligentes',
		automationsBody:
			'Conecto las herramientas que ya usas para que reservas, facturas, emails e informes funcionen solos. Menos tareas repetitivas, más tiempo para tus clientes.',
		automationsLink: 'Ver proyectos',
		strategyTitle: 'Estrategia digital',
		strategyBody:
			'Un plan claro para tu presencia online: dónde estar, qué decir y cómo medirlo. Sin modas pasajeras, con decisiones basadas en datos.',
		strategyLink: 'Conocer mi trayectoria',
		funnelsTitle: 'Embudos de conversión',
		funnelsBody:
			'Del primer clic a la venta: páginas, ofertas y secuencias de email que convierten visitantes en clientes fieles.',
		funnelsLink: 'Descubrir el Kit Digital',
		highlightsTitle: 'Resultados que cuentan',
		highlightOneValue: '15+',
		highlightOneLabel: 'años llevando pequeños negocios de la Costa de Plata al mundo digital',
		highlightTwoValue: '120+',
		highlightTwoLabel: 'sistemas, automatizaciones y embudos entregados a clientes',
		highlightThreeValue: '7 días',
		highlightThreeLabel: 'para montar un sistema digital que funciona con el Kit Digital',
		kitEyebrow: 'Kit Digital',
		kitTitle: 'Tu sistema digital completo en 7 días',
		kitBody:
			'Un método guiado, paso a paso, para crear embudos, organizar tu negocio en Notion, conectar automatizaciones y poner un agente digital a trabajar para ti. Elegible para el apoyo del programa Kit Digital.',
		kitCta: 'Quiero el Kit Digital',
		testimonialsTitle: 'Lo que dicen los clientes',
		bookEyebrow: 'Mi primer libro',
		bookTitle: 'IA para a Minha Avó',
		bookBody:
			'Una guía práctica para usar la inteligencia artificial con seguridad en el día a día, escrita para lectores de 45 a 70 años. Con 40 prompts listos para usar.',
		bookCta: 'Reservar ejemplar',
		bookMore: 'Más sobre el libro',
		bookLanguage: 'El libro está escrito en portugués europeo.',
	},
	newsletter: {
		title: 'Ideas prácticas en tu email',
		lead: 'Una newsletter breve, sin spam: automatizaciones, estrategia digital y novedades del libro. Puedes darte de baja cuando quieras.',
		name: 'Nombre',
		email: 'Email',
		consentBefore: 'He leído y acepto la ',
		consentLink: 'política de privacidad',
		consentAfter: '.',
		submit: 'Suscribirme',
		submitting: 'Suscribiendo...',
		unavailable:
			'Las suscripciones a la newsletter abren muy pronto. Mientras tanto, escríbeme a {email} y te añado a la lista.',
	},
	contact: {
		formTitle: 'Envíame un mensaje',
		writeBody:
			'Cuéntame en pocas líneas lo que necesitas: tu negocio, el objetivo y el plazo. Cuanto más concreto, mejor la respuesta.',
		writeCta: 'Escribir un email',
		emailSubject: 'Contacto a través de la web',
		directTitle: 'Contacto directo',
		directBody: '¿Prefieres escribir directamente? Usa mi email:',
		replyPromise: 'Respondo a todos los mensajes en 24 horas.',
		location: 'Costa de Plata, Portugal — reuniones presenciales en la zona o por videollamada.',
	},
	bio: {
		aboutTitle: 'Sobre mí',
		location: 'Costa de Plata, Portugal',
		portraitAlt: 'Retrato de {name}',
		timelineEyebrow: 'Trayectoria',
		timelineTitle: 'Los hitos que me han traído hasta aquí',
		timelineLead: 'Del negocio familiar a la inteligencia artificial: cada etapa me enseñó a simplificar.',
		ctaTitle: 'Mira esta trayectoria en acción',
		ctaBody:
			'Descubre los proyectos en los que la estrategia, la automatización y los embudos de conversión se convierten en resultados.',
		ctaButton: 'Ver proyectos',
	},
	projects: {
		listTitle: 'Proyectos destacados',
		visit: 'Visitar',
		empty: 'Todavía no hay proyectos publicados. Vuelve pronto o cuéntame el tuyo.',
		howIWorkEyebrow: 'Método',
		howIWorkTitle: 'Cómo trabajo',
		howIWorkLead: 'Sin tecnicismos y centrado en lo que hace crecer tu negocio.',
		howIWorkDefault:
			'Empiezo escuchando: entender tu negocio, tus clientes y dónde se pierde más tiempo. Después diseño una solución a medida, la pongo en marcha contigo paso a paso y sigo los resultados hasta que tu equipo gane autonomía.',
		contactCta: 'Hablar de tu proyecto',
	},
	media: {
		listTitle: 'Artículos y entrevistas',
		readArticle: 'Leer artículo',
		empty: 'Todavía no hay artículos publicados. ¡Vuelve pronto!',
	},
	pressKit: {
		eyebrow: 'Para periodistas y organizadores',
		title: 'Kit de prensa',
		bioTitle: 'Biografía oficial',
		defaultBio:
			'{name} es emprendedor, estratega digital y autor, afincado en la Costa de Plata portuguesa. Ayuda a pequeños negocios y profesionales a crecer con estrategia digital, automatizaciones inteligentes y embudos de conversión.',
		download: 'Descargar bio y foto',
		downloadHint: 'Archivo ZIP con la biografía en portugués, inglés y español y un retrato.',
		pressPrompt:
			'¿Preparas una noticia, una entrevista o un evento? Escríbeme: respondo a las solicitudes de prensa en 24 horas.',
		contact: 'Contacto de prensa',
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
