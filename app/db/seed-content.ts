/**
 * The default content written on first start (see `seed.server.ts`), in pt-PT, en and es.
 * Admins can edit or delete all of it from the dashboard.
 */
import { DEFAULT_BOOK_FACTS } from '../features/book/book.ts'
import type { SiteSettings } from '../features/content/settings.ts'
import type { LocalizedText } from '../i18n/localized-text.ts'
import type { TimelineItem } from './schema.ts'

export interface SeedContent {
	bio: { introText: LocalizedText; bioImageUrl: string | null; timeline: TimelineItem[] }
	projects: {
		title: LocalizedText
		subtitle: LocalizedText | null
		description: LocalizedText
		externalUrl: string | null
		imageUrl: string | null
		priority: number
		isActive: boolean
	}[]
	mediaArticles: {
		title: string
		source: string
		/** YYYY-MM-DD */
		publishedDate: string
		excerpt: LocalizedText
		externalUrl: string
		thumbnailUrl: string | null
	}[]
	testimonials: {
		name: string
		role: LocalizedText
		/** Markdown, short. */
		testimonial: LocalizedText
		photoUrl: string | null
		priority: number
		isActive: boolean
	}[]
	settings: SiteSettings
}

const SEED_IMAGES = '/images/seed'

export const SEED_CONTENT: SeedContent = {
	bio: {
		introText: {
			'pt-PT': [
				'Sou o Ricardo Branco, empreendedor, estratega digital e autor. Vivo e trabalho na Costa de Prata, entre Caldas da Rainha, Óbidos e Peniche, e há mais de quinze anos que ajudo pequenos negócios a pôr a tecnologia a trabalhar a seu favor — sem jargão e sem complicar.',
				'Comecei atrás de um balcão, no negócio da família, e foi aí que aprendi o que realmente importa: clientes bem atendidos, tempo bem gasto e contas que batem certo. Hoje desenho **automações inteligentes**, **estratégias digitais** e **funis de conversão** para alojamentos locais, escolas de surf, restaurantes, clínicas e prestadores de serviços.',
				'Acredito que a inteligência artificial pode ser útil a toda a gente, em qualquer idade. Foi por isso que escrevi o meu primeiro livro, *IA para a Minha Avó*, e criei o Kit Digital: para que mais pessoas dêem o salto digital com confiança e segurança.',
			].join('\n\n'),
			en: [
				'I’m Ricardo Branco, an entrepreneur, digital strategist and author. I live and work on Portugal’s Silver Coast, between Caldas da Rainha, Óbidos and Peniche, and for more than fifteen years I have been helping small businesses make technology work for them — no jargon, no unnecessary complexity.',
				'I started out behind the counter of my family’s business, and that is where I learned what really matters: well-served customers, time well spent and numbers that add up. Today I design **smart automations**, **digital strategies** and **conversion funnels** for guesthouses, surf schools, restaurants, clinics and service providers.',
				'I believe artificial intelligence can be useful to everyone, at any age. That is why I wrote my first book, *IA para a Minha Avó* (“AI for My Grandma”), and created the Digital Kit: so that more people can take the digital leap with confidence and peace of mind.',
			].join('\n\n'),
			es: [
				'Soy Ricardo Branco, emprendedor, estratega digital y autor. Vivo y trabajo en la Costa de Plata portuguesa, entre Caldas da Rainha, Óbidos y Peniche, y desde hace más de quince años ayudo a pequeños negocios a poner la tecnología a trabajar a su favor, sin tecnicismos y sin complicaciones.',
				'Empecé detrás de un mostrador, en el negocio familiar, y allí aprendí lo que de verdad importa: clientes bien atendidos, tiempo bien invertido y cuentas que cuadran. Hoy diseño **automatizaciones inteligentes**, **estrategias digitales** y **embudos de conversión** para alojamientos turísticos, escuelas de surf, restaurantes, clínicas y profesionales de servicios.',
				'Creo que la inteligencia artificial puede ser útil para todo el mundo, a cualquier edad. Por eso escribí mi primer libro, *IA para a Minha Avó* («IA para mi abuela»), y creé el Kit Digital: para que más personas den el salto digital con confianza y seguridad.',
			].join('\n\n'),
		},
		bioImageUrl: null,
		timeline: [
			{
				year: '2009',
				icon: 'Building',
				title: {
					'pt-PT': 'Primeiros passos no negócio da família',
					en: 'First steps in the family business',
					es: 'Primeros pasos en el negocio familiar',
				},
				description: {
					'pt-PT':
						'Na loja da família, em Caldas da Rainha, criei o primeiro site e a primeira base de dados de clientes. Foi aí que percebi o valor de um bom sistema digital.',
					en: 'At my family’s shop in Caldas da Rainha, I built our first website and our first customer database. That is where I saw how much a good digital system is worth.',
					es: 'En la tienda familiar, en Caldas da Rainha, creé la primera web y la primera base de datos de clientes. Ahí entendí el valor de un buen sistema digital.',
				},
			},
			{
				year: '2014',
				icon: 'Zap',
				title: {
					'pt-PT': 'Consultor digital independente',
					en: 'Independent digital consultant',
					es: 'Consultor digital independiente',
				},
				description: {
					'pt-PT':
						'Comecei a ajudar restaurantes, alojamentos locais e comércio da região com sites, redes sociais e campanhas de e-mail que trazem clientes de facto.',
					en: 'I began helping local restaurants, guesthouses and shops with websites, social media and email campaigns that actually bring in customers.',
					es: 'Empecé a ayudar a restaurantes, alojamientos y comercios de la zona con webs, redes sociales y campañas de email que atraen clientes de verdad.',
				},
			},
			{
				year: '2018',
				icon: 'Building',
				title: {
					'pt-PT': 'Estúdio de estratégia digital',
					en: 'Digital strategy studio',
					es: 'Estudio de estrategia digital',
				},
				description: {
					'pt-PT':
						'Montei uma pequena equipa dedicada a estratégia, funis de conversão e automações para pequenas e médias empresas da Costa de Prata.',
					en: 'I put together a small team focused on strategy, conversion funnels and automation for small and medium-sized businesses across the Silver Coast.',
					es: 'Formé un pequeño equipo dedicado a la estrategia, los embudos de conversión y las automatizaciones para pymes de la Costa de Plata.',
				},
			},
			{
				year: '2022',
				icon: 'Zap',
				title: {
					'pt-PT': 'Automação e inteligência artificial',
					en: 'Automation and artificial intelligence',
					es: 'Automatización e inteligencia artificial',
				},
				description: {
					'pt-PT':
						'Integrei ferramentas de IA e automações no dia-a-dia dos clientes, libertando-lhes horas de trabalho repetitivo todas as semanas.',
					en: 'I brought AI tools and automations into my clients’ daily operations, freeing up hours of repetitive work every week.',
					es: 'Integré herramientas de IA y automatizaciones en el día a día de mis clientes, liberando horas de trabajo repetitivo cada semana.',
				},
			},
			{
				year: '2025',
				icon: 'Rocket',
				title: {
					'pt-PT': 'Kit Digital e primeiro livro',
					en: 'Digital Kit and first book',
					es: 'Kit Digital y primer libro',
				},
				description: {
					'pt-PT':
						'Lancei o Kit Digital, um método de 7 dias para montar um sistema digital funcional, e anunciei o livro *IA para a Minha Avó*, com lançamento previsto para Novembro de 2025.',
					en: 'I launched the Digital Kit, a 7-day method for setting up a working digital system, and announced my book *IA para a Minha Avó*, due out in November 2025.',
					es: 'Lancé el Kit Digital, un método de 7 días para montar un sistema digital que funciona, y anuncié el libro *IA para a Minha Avó*, cuyo lanzamiento está previsto para noviembre de 2025.',
				},
			},
		],
	},

	projects: [
		{
			title: {
				'pt-PT': 'Kit Digital',
				en: 'Digital Kit',
				es: 'Kit Digital',
			},
			subtitle: {
				'pt-PT': 'Um sistema digital completo em 7 dias',
				en: 'A complete digital system in 7 days',
				es: 'Un sistema digital completo en 7 días',
			},
			description: {
				'pt-PT':
					'Um método guiado, com apoio subsidiado, para montar em sete dias um sistema digital que funciona: funil de captação, organização no Notion, automações essenciais e um agente digital que responde a clientes. Pensado para quem quer resultados sem contratar uma equipa técnica.',
				en: 'A guided, subsidised method for building a working digital system in seven days: a lead-capture funnel, a Notion workspace, essential automations and a digital agent that answers customers. Designed for people who want results without hiring a technical team.',
				es: 'Un método guiado y subvencionado para montar en siete días un sistema digital que funciona: embudo de captación, organización en Notion, automatizaciones esenciales y un agente digital que atiende a los clientes. Pensado para quien quiere resultados sin contratar un equipo técnico.',
			},
			externalUrl: 'https://example.com/kitdigital',
			imageUrl: `${SEED_IMAGES}/project-kit.svg`,
			priority: 40,
			isActive: true,
		},
		{
			title: {
				'pt-PT': 'Reservas automáticas para uma casa de hóspedes em Óbidos',
				en: 'Automated bookings for a guesthouse in Óbidos',
				es: 'Reservas automáticas para una casa de huéspedes en Óbidos',
			},
			subtitle: {
				'pt-PT': 'Automações inteligentes · Alojamento local',
				en: 'Smart automations · Hospitality',
				es: 'Automatizaciones inteligentes · Alojamiento turístico',
			},
			description: {
				'pt-PT':
					'Ligámos o motor de reservas, o e-mail e a faturação num único fluxo automático. Os hóspedes recebem a confirmação, as instruções de check-in e sugestões da vila sem intervenção manual, e a equipa ganhou cerca de oito horas por semana para se dedicar a quem chega.',
				en: 'We connected the booking engine, email and invoicing into a single automated flow. Guests receive their confirmation, check-in instructions and local tips for the village with no manual work, and the team gained around eight hours a week to spend with arriving guests.',
				es: 'Conectamos el motor de reservas, el correo y la facturación en un único flujo automático. Los huéspedes reciben la confirmación, las instrucciones de llegada y recomendaciones de la villa sin intervención manual, y el equipo ganó unas ocho horas por semana para atender a quien llega.',
			},
			externalUrl: null,
			imageUrl: `${SEED_IMAGES}/project-automation.svg`,
			priority: 30,
			isActive: true,
		},
		{
			title: {
				'pt-PT': 'IA para a Minha Avó',
				en: 'IA para a Minha Avó (AI for My Grandma)',
				es: 'IA para a Minha Avó (IA para mi abuela)',
			},
			subtitle: {
				'pt-PT': 'O meu primeiro livro',
				en: 'My first book',
				es: 'Mi primer libro',
			},
			description: {
				'pt-PT':
					'Um guia prático para usar ferramentas de inteligência artificial com segurança no dia-a-dia, escrito para leitores dos 45 aos 70 anos. Inclui casos passo a passo, listas de verificação e 40 prompts prontos a usar. Lançamento previsto para Novembro de 2025, em ebook.',
				en: 'A practical guide to using artificial intelligence tools safely in everyday life, written for readers aged 45 to 70. It includes step-by-step cases, checklists and 40 ready-to-use prompts. Ebook in European Portuguese, due out in November 2025.',
				es: 'Una guía práctica para usar herramientas de inteligencia artificial con seguridad en el día a día, escrita para lectores de 45 a 70 años. Incluye casos paso a paso, listas de comprobación y 40 prompts listos para usar. Ebook en portugués europeo, con lanzamiento previsto para noviembre de 2025.',
			},
			externalUrl: null,
			imageUrl: `${SEED_IMAGES}/project-book.svg`,
			priority: 20,
			isActive: true,
		},
		{
			title: {
				'pt-PT': 'Funil de conversão para uma escola de surf em Peniche',
				en: 'Conversion funnel for a surf school in Peniche',
				es: 'Embudo de conversión para una escuela de surf en Peniche',
			},
			subtitle: {
				'pt-PT': 'Funis de conversão · Turismo activo',
				en: 'Conversion funnels · Outdoor tourism',
				es: 'Embudos de conversión · Turismo activo',
			},
			description: {
				'pt-PT':
					'Página de aterragem em três idiomas, sequência de e-mails e lembretes por WhatsApp para transformar curiosos em alunos. Em seis meses, as reservas directas cresceram 45% e a dependência de plataformas com comissão caiu para metade.',
				en: 'A landing page in three languages, an email sequence and WhatsApp reminders to turn curious visitors into students. Within six months, direct bookings grew by 45% and reliance on commission-based platforms was cut in half.',
				es: 'Página de aterrizaje en tres idiomas, secuencia de correos y recordatorios por WhatsApp para convertir a los curiosos en alumnos. En seis meses, las reservas directas crecieron un 45 % y la dependencia de plataformas con comisión se redujo a la mitad.',
			},
			externalUrl: 'https://example.com/casos/escola-surf-peniche',
			imageUrl: `${SEED_IMAGES}/project-funnel.svg`,
			priority: 10,
			isActive: false,
		},
	],

	mediaArticles: [
		{
			title: 'Empreendedor da região escreve guia de inteligência artificial para os mais velhos',
			source: 'Correio da Costa de Prata',
			publishedDate: '2025-09-18',
			excerpt: {
				'pt-PT':
					'Ricardo Branco apresenta «IA para a Minha Avó», um livro prático para quem tem entre 45 e 70 anos e quer usar a inteligência artificial sem medo.',
				en: 'Ricardo Branco presents “IA para a Minha Avó”, a hands-on book for people aged 45 to 70 who want to use artificial intelligence without fear.',
				es: 'Ricardo Branco presenta «IA para a Minha Avó», un libro práctico para quienes tienen entre 45 y 70 años y quieren usar la inteligencia artificial sin miedo.',
			},
			externalUrl: 'https://example.com/correio-costa-prata/guia-ia-mais-velhos',
			thumbnailUrl: `${SEED_IMAGES}/article-1.svg`,
		},
		{
			title: 'Automatizar sem perder o toque humano, com Ricardo Branco',
			source: 'Maré de Ideias (podcast)',
			publishedDate: '2025-03-06',
			excerpt: {
				'pt-PT':
					'Uma conversa sobre como os pequenos negócios podem automatizar reservas, e-mails e atendimento mantendo a proximidade com os clientes.',
				en: 'A conversation about how small businesses can automate bookings, email and customer service while staying close to their customers.',
				es: 'Una conversación sobre cómo los pequeños negocios pueden automatizar reservas, correos y atención al cliente sin perder la cercanía.',
			},
			externalUrl: 'https://example.com/mare-de-ideias/episodio-42',
			thumbnailUrl: `${SEED_IMAGES}/article-2.svg`,
		},
		{
			title: 'Pequenos negócios, grandes sistemas: a digitalização silenciosa da Costa de Prata',
			source: 'Revista Rumo Empresarial',
			publishedDate: '2024-06-12',
			excerpt: {
				'pt-PT':
					'Do alojamento local às escolas de surf, a reportagem acompanha empresas do Oeste que crescem com funis de conversão e automações simples.',
				en: 'From guesthouses to surf schools, this feature follows businesses in western Portugal that are growing with conversion funnels and simple automations.',
				es: 'De los alojamientos turísticos a las escuelas de surf, el reportaje sigue a empresas del oeste portugués que crecen con embudos de conversión y automatizaciones sencillas.',
			},
			externalUrl: 'https://example.com/rumo-empresarial/digitalizacao-costa-de-prata',
			thumbnailUrl: `${SEED_IMAGES}/article-3.svg`,
		},
		{
			title: 'The strategist helping seaside businesses sell direct',
			source: 'Atlantic Coast Business Review',
			publishedDate: '2023-10-24',
			excerpt: {
				'pt-PT':
					'Uma publicação internacional destaca o trabalho de Ricardo Branco com negócios turísticos que querem depender menos das grandes plataformas de reservas.',
				en: 'An international publication highlights Ricardo Branco’s work with tourism businesses that want to rely less on the big booking platforms.',
				es: 'Una publicación internacional destaca el trabajo de Ricardo Branco con negocios turísticos que quieren depender menos de las grandes plataformas de reservas.',
			},
			externalUrl: 'https://example.com/acbr/seaside-businesses-sell-direct',
			thumbnailUrl: null,
		},
	],

	testimonials: [
		{
			name: 'Marta Sobral',
			role: {
				'pt-PT': 'Proprietária de alojamento local, Óbidos',
				en: 'Guesthouse owner, Óbidos',
				es: 'Propietaria de un alojamiento turístico, Óbidos',
			},
			testimonial: {
				'pt-PT':
					'O Ricardo pôs as nossas reservas a funcionar sozinhas. Hoje passo as manhãs com os hóspedes, **e não ao computador**.',
				en: 'Ricardo got our bookings running on their own. These days I spend my mornings with our guests, **not at the computer**.',
				es: 'Ricardo consiguió que nuestras reservas funcionen solas. Ahora paso las mañanas con los huéspedes, **y no delante del ordenador**.',
			},
			photoUrl: null,
			priority: 30,
			isActive: true,
		},
		{
			name: 'Tiago Ferreira',
			role: {
				'pt-PT': 'Fundador de uma escola de surf, Peniche',
				en: 'Surf school founder, Peniche',
				es: 'Fundador de una escuela de surf, Peniche',
			},
			testimonial: {
				'pt-PT':
					'Em poucas semanas tínhamos um funil claro e reservas directas todos os dias. E explica tudo sem jargão, o que para mim vale ouro.',
				en: 'Within a few weeks we had a clear funnel and direct bookings coming in every day. And he explains everything without jargon, which is worth its weight in gold.',
				es: 'En pocas semanas teníamos un embudo claro y reservas directas cada día. Y lo explica todo sin tecnicismos, algo que para mí vale oro.',
			},
			photoUrl: null,
			priority: 20,
			isActive: true,
		},
		{
			name: 'Ana Luísa Correia',
			role: {
				'pt-PT': 'Fisioterapeuta, Caldas da Rainha',
				en: 'Physiotherapist, Caldas da Rainha',
				es: 'Fisioterapeuta, Caldas da Rainha',
			},
			testimonial: {
				'pt-PT':
					'Fiz o *Kit Digital* e, ao fim de uma semana, tinha marcações online, lembretes automáticos por telemóvel e uma organização no Notion que finalmente uso.',
				en: 'I did the *Digital Kit* and, within a week, I had online appointments, automatic text reminders and a Notion setup I actually use.',
				es: 'Hice el *Kit Digital* y, en una semana, tenía citas online, recordatorios automáticos al móvil y una organización en Notion que por fin uso.',
			},
			photoUrl: null,
			priority: 10,
			isActive: true,
		},
		{
			name: 'Joaquim Pires',
			role: {
				'pt-PT': 'Restaurante familiar, Nazaré',
				en: 'Family restaurant owner, Nazaré',
				es: 'Restaurante familiar, Nazaré',
			},
			testimonial: {
				'pt-PT':
					'Nunca pensei usar inteligência artificial no restaurante. Agora respondo aos pedidos de reserva em minutos, mesmo em pleno Agosto.',
				en: 'I never thought I would use artificial intelligence in the restaurant. Now I answer booking requests within minutes, even at the height of August.',
				es: 'Nunca pensé que usaría inteligencia artificial en el restaurante. Ahora respondo a las solicitudes de reserva en minutos, incluso en pleno agosto.',
			},
			photoUrl: null,
			priority: 5,
			isActive: false,
		},
	],

	settings: {
		home_hero: {
			'pt-PT':
				'Ajudo pequenos negócios e profissionais a crescer com estratégia digital, automações inteligentes e funis de conversão — com método, sem jargão e sem complicar.',
			en: 'I help small businesses and professionals grow with digital strategy, smart automations and conversion funnels — with a clear method, no jargon and no unnecessary complexity.',
			es: 'Ayudo a pequeños negocios y profesionales a crecer con estrategia digital, automatizaciones inteligentes y embudos de conversión, con método, sin tecnicismos y sin complicaciones.',
		},
		contact_intro: {
			'pt-PT':
				'Tem um projecto em mente, uma dúvida sobre automações ou quer falar sobre o livro? Envie-me uma mensagem: respondo pessoalmente em 24 horas.',
			en: 'Have a project in mind, a question about automation or want to talk about the book? Send me a message and I will personally reply within 24 hours.',
			es: '¿Tienes un proyecto en mente, una duda sobre automatizaciones o quieres hablar del libro? Envíame un mensaje y te responderé personalmente en 24 horas.',
		},
		contact_success: {
			'pt-PT':
				'Obrigado pela sua mensagem! Já a recebi e vou responder-lhe pessoalmente nas próximas 24 horas. Até breve!',
			en: 'Thank you for your message! It has reached me and I will get back to you personally within the next 24 hours. Speak soon!',
			es: '¡Gracias por tu mensaje! Ya lo he recibido y te responderé personalmente en las próximas 24 horas. ¡Hasta pronto!',
		},
		how_i_work: {
			'pt-PT': [
				'1. **Diagnóstico** — Começamos com uma conversa para perceber o seu negócio, os seus clientes e onde se perde mais tempo.',
				'2. **Desenho e implementação** — Defino a estratégia e monto as automações, os funis e as ferramentas certas, testadas com casos reais.',
				'3. **Acompanhamento** — Medimos resultados, afinamos o que for preciso e garanto que a sua equipa fica autónoma.',
			].join('\n'),
			en: [
				'1. **Diagnosis** — We start with a conversation to understand your business, your customers and where time is being lost.',
				'2. **Design and build** — I define the strategy and set up the right automations, funnels and tools, tested against real cases.',
				'3. **Follow-up** — We measure results, fine-tune whatever needs it and make sure your team can run things on its own.',
			].join('\n'),
			es: [
				'1. **Diagnóstico** — Empezamos con una conversación para entender tu negocio, tus clientes y dónde se pierde más tiempo.',
				'2. **Diseño e implementación** — Defino la estrategia y monto las automatizaciones, los embudos y las herramientas adecuadas, probadas con casos reales.',
				'3. **Seguimiento** — Medimos resultados, ajustamos lo necesario y me aseguro de que tu equipo gane autonomía.',
			].join('\n'),
		},
		press_kit: {
			bio_pt:
				'Ricardo Branco é empreendedor, estratega digital e autor, com base na Costa de Prata, em Portugal. Há mais de quinze anos que ajuda pequenos negócios e profissionais independentes a crescer com estratégia digital, automações inteligentes e funis de conversão, trabalhando com alojamentos locais, escolas de surf, restaurantes, clínicas e prestadores de serviços entre Caldas da Rainha, Óbidos, Peniche, Nazaré e Leiria. É o criador do Kit Digital, um método de sete dias para montar um sistema digital funcional, e autor de «IA para a Minha Avó», um guia prático para usar a inteligência artificial com segurança no dia-a-dia, com lançamento previsto para Novembro de 2025. Fala regularmente sobre transformação digital, inteligência artificial e empreendedorismo regional.',
			bio_en:
				'Ricardo Branco is an entrepreneur, digital strategist and author based on Portugal’s Silver Coast. For more than fifteen years he has helped small businesses and independent professionals grow through digital strategy, smart automation and conversion funnels, working with guesthouses, surf schools, restaurants, clinics and service providers across Caldas da Rainha, Óbidos, Peniche, Nazaré and Leiria. He is the creator of the Digital Kit, a seven-day method for building a working digital system, and the author of “IA para a Minha Avó” (AI for My Grandma), a practical guide to using artificial intelligence safely in everyday life, due out in November 2025. He speaks regularly about digital transformation, artificial intelligence and regional entrepreneurship.',
			bio_es:
				'Ricardo Branco es emprendedor, estratega digital y autor, afincado en la Costa de Plata portuguesa. Desde hace más de quince años ayuda a pequeños negocios y profesionales independientes a crecer mediante la estrategia digital, las automatizaciones inteligentes y los embudos de conversión, trabajando con alojamientos turísticos, escuelas de surf, restaurantes, clínicas y empresas de servicios de Caldas da Rainha, Óbidos, Peniche, Nazaré y Leiria. Es el creador del Kit Digital, un método de siete días para montar un sistema digital que funciona, y autor de «IA para a Minha Avó» (IA para mi abuela), una guía práctica para usar la inteligencia artificial con seguridad en el día a día, cuyo lanzamiento está previsto para noviembre de 2025. Habla con frecuencia sobre transformación digital, inteligencia artificial y emprendimiento regional.',
			download_url: '',
		},
		book_prereservation_enabled: true,
		book_facts: DEFAULT_BOOK_FACTS,
	},
}
