/**
 * The reference catalogue (European Portuguese). `en.ts` and `es.ts` must satisfy its
 * shape, so a missing translation is a compile error.
 */
import { ptErrors } from './pt-PT-errors.ts'

export const pt = {
	meta: {
		role: 'Empreendedor, estratega digital e autor',
	},
	a11y: {
		skipToContent: 'Saltar para o conteúdo',
		breadcrumb: 'Caminho de navegação',
		primaryNav: 'Navegação principal',
		socialNav: 'Redes sociais',
		opensInNewTab: '(abre num novo separador)',
	},
	nav: {
		home: 'Início',
		bio: 'Bio',
		projects: 'Projectos',
		media: 'Media',
		contact: 'Contacto',
		digitalKit: 'Kit Digital',
		menu: 'Menu',
	},
	language: {
		current: 'Idioma actual: {language}',
		choose: 'Escolher idioma',
	},
	pages: {
		home: {
			title: 'Início',
			metaTitle: '{name} — Estratégia digital e automações na Costa de Prata',
			description:
				'Empreendedor, estratega digital e autor. Ajudo pequenos negócios a crescer com automações inteligentes, estratégia digital e funis de conversão.',
			keywords:
				'estratégia digital, automações, funis de conversão, inteligência artificial, pequenos negócios, Costa de Prata, Portugal',
			lead: 'Estratégia digital, automações inteligentes e funis de conversão para quem quer crescer sem complicar.',
		},
		bio: {
			title: 'Bio',
			description: 'O percurso de {name}: empreendedor, estratega digital e autor na Costa de Prata.',
			keywords: 'Ricardo Branco, biografia, empreendedor, estratega digital, autor, Caldas da Rainha, Costa de Prata',
			lead: 'Um percurso feito de negócios reais, tecnologia útil e muita vontade de simplificar.',
		},
		projects: {
			title: 'Projectos',
			description: 'Projectos de estratégia digital, automação e funis de conversão desenvolvidos por {name}.',
			keywords: 'projectos, automações, funis de conversão, Kit Digital, estratégia digital, casos reais',
			lead: 'Alguns dos projectos em que trabalhei, do primeiro esboço aos resultados.',
		},
		media: {
			title: 'Media',
			description: 'Artigos, entrevistas e presença nos media de {name}, e o press kit oficial.',
			keywords: 'imprensa, entrevistas, artigos, press kit, Ricardo Branco, media',
			lead: 'Entrevistas, artigos e o press kit para jornalistas.',
		},
		contact: {
			title: 'Contacto',
			description: 'Fale com {name} sobre estratégia digital, automações ou o livro. Resposta em 24 horas.',
			keywords: 'contacto, consultoria digital, automações, estratégia digital, orçamento, Costa de Prata',
			lead: 'Conte-me o que precisa. Respondo em 24 horas.',
		},
		digitalKit: {
			title: 'Kit Digital',
			description:
				'O Kit Digital: um método de 7 dias para montar um sistema digital funcional, com funis, Notion, automações e um agente digital.',
			keywords: 'Kit Digital, sistema digital, funis, Notion, automações, agente digital',
			lead: 'A redirecionar...',
		},
		book: {
			title: 'IA para a Minha Avó',
			description:
				'Um guia prático para usar ferramentas de inteligência artificial com segurança no dia-a-dia, para leitores dos 45 aos 70 anos.',
			keywords: 'IA para a Minha Avó, livro, inteligência artificial, seniores, guia prático, ebook, pré-venda',
			lead: 'Um guia prático para usar a inteligência artificial com segurança no dia-a-dia.',
		},
		privacy: {
			title: 'Política de Privacidade',
			description: 'Como são tratados os seus dados pessoais neste site.',
			keywords: 'política de privacidade, RGPD, dados pessoais, direitos, conservação de dados',
			lead: 'Como são recolhidos, usados e protegidos os seus dados pessoais.',
		},
		terms: {
			title: 'Termos e Condições',
			description: 'Os termos e condições de utilização deste site.',
			keywords: 'termos e condições, utilização do site, pré-reserva, newsletter',
			lead: 'As regras de utilização deste site.',
		},
		cookies: {
			title: 'Política de Cookies',
			description: 'Que cookies este site usa, para quê e durante quanto tempo.',
			keywords: 'política de cookies, cookies, consentimento, Google Analytics, armazenamento local',
			lead: 'Que cookies usamos, para quê e durante quanto tempo.',
		},
		legalNotice: {
			title: 'Aviso Legal',
			description: 'Informação legal sobre o titular e a utilização deste site.',
			keywords: 'aviso legal, titular do site, propriedade intelectual, resolução de litígios',
			lead: 'Quem é responsável por este site.',
		},
		dataManagement: {
			title: 'Gerir os Meus Dados',
			description: 'Consulte, exporte ou elimine os dados pessoais que guardamos sobre si.',
			keywords: 'gerir dados, RGPD, exportar dados, eliminar dados, direitos do titular',
			lead: 'Consulte, exporte ou elimine os dados pessoais associados ao seu e-mail.',
		},
	},
	home: {
		ctaProjects: 'Ver projectos',
		ctaContact: 'Falar comigo',
		servicesTitle: 'Como posso ajudar o seu negócio',
		servicesLead: 'Três frentes de trabalho, um objectivo: mais clientes com menos esforço.',
		automationsTitle: 'Automações inteligentes',
		automationsBody:
			'Ligo as ferramentas que já usa para que marcações, faturas, e-mails e relatórios aconteçam sozinhos. Menos tarefas repetitivas, mais tempo para os clientes.',
		automationsLink: 'Ver projectos',
		strategyTitle: 'Estratégia digital',
		strategyBody:
			'Um plano claro para a sua presença online: onde estar, o que dizer e como medir. Sem modas passageiras, com decisões baseadas em dados.',
		strategyLink: 'Conhecer o meu percurso',
		funnelsTitle: 'Funis de conversão',
		funnelsBody:
			'Do primeiro clique à venda: páginas, ofertas e sequências de e-mail que transformam visitantes em clientes fiéis.',
		funnelsLink: 'Descobrir o Kit Digital',
		highlightsTitle: 'Resultados que contam',
		highlightOneValue: '15+',
		highlightOneLabel: 'anos a levar pequenos negócios da Costa de Prata para o digital',
		highlightTwoValue: '120+',
		highlightTwoLabel: 'sistemas, automações e funis entregues a clientes',
		highlightThreeValue: '7 dias',
		highlightThreeLabel: 'para montar um sistema digital funcional com o Kit Digital',
		kitEyebrow: 'Kit Digital',
		kitTitle: 'O seu sistema digital completo em 7 dias',
		kitBody:
			'Um método guiado, passo a passo, para montar funis, organizar o negócio no Notion, ligar automações e pôr um agente digital a trabalhar por si. Elegível para apoio do programa Kit Digital.',
		kitCta: 'Quero o Kit Digital',
		testimonialsTitle: 'O que dizem os clientes',
		bookEyebrow: 'O meu primeiro livro',
		bookTitle: 'IA para a Minha Avó',
		bookBody:
			'Um guia prático para usar a inteligência artificial com segurança no dia-a-dia, escrito para quem tem entre 45 e 70 anos. Com 40 prompts prontos a usar.',
		bookCta: 'Reservar exemplar',
		bookMore: 'Saber mais sobre o livro',
		bookLanguage: 'O livro está escrito em português europeu.',
	},
	newsletter: {
		title: 'Receba ideias práticas no seu e-mail',
		lead: 'Uma newsletter curta, sem spam: automações, estratégia digital e novidades do livro. Pode cancelar quando quiser.',
		name: 'Nome',
		email: 'E-mail',
		consentBefore: 'Li e aceito a ',
		consentLink: 'política de privacidade',
		consentAfter: '.',
		submit: 'Subscrever',
		submitting: 'A subscrever...',
		unavailable:
			'As subscrições da newsletter abrem muito em breve. Entretanto, escreva-me para {email} e fica na lista.',
	},
	contact: {
		formTitle: 'Envie-me uma mensagem',
		writeBody:
			'Conte-me em poucas linhas o que precisa: o seu negócio, o objectivo e o prazo. Quanto mais concreto, melhor a resposta.',
		writeCta: 'Escrever e-mail',
		emailSubject: 'Contacto através do site',
		directTitle: 'Contacto directo',
		directBody: 'Prefere escrever directamente? Use o meu e-mail:',
		replyPromise: 'Respondo a todas as mensagens em 24 horas.',
		location: 'Costa de Prata, Portugal — reuniões presenciais na região ou por videochamada.',
	},
	bio: {
		aboutTitle: 'Sobre mim',
		location: 'Costa de Prata, Portugal',
		portraitAlt: 'Retrato de {name}',
		timelineEyebrow: 'Percurso',
		timelineTitle: 'Os marcos que me trouxeram até aqui',
		timelineLead: 'Do negócio da família à inteligência artificial: cada etapa ensinou-me a simplificar.',
		ctaTitle: 'Veja este percurso em acção',
		ctaBody: 'Conheça os projectos em que a estratégia, a automação e os funis de conversão se traduzem em resultados.',
		ctaButton: 'Ver projectos',
	},
	projects: {
		listTitle: 'Projectos em destaque',
		visit: 'Visitar',
		empty: 'Ainda não há projectos publicados. Volte em breve ou fale comigo sobre o seu.',
		howIWorkEyebrow: 'Método',
		howIWorkTitle: 'Como trabalho',
		howIWorkLead: 'Sem jargão e com foco no que faz o seu negócio crescer.',
		howIWorkDefault:
			'Começo por ouvir: perceber o seu negócio, os seus clientes e onde se perde mais tempo. Depois desenho uma solução à medida, implemento-a consigo passo a passo e acompanho os resultados até a sua equipa ficar autónoma.',
		contactCta: 'Falar sobre o seu projecto',
	},
	media: {
		listTitle: 'Artigos e entrevistas',
		readArticle: 'Ler artigo',
		empty: 'Ainda não há artigos publicados. Volte em breve!',
	},
	pressKit: {
		eyebrow: 'Para jornalistas e organizadores',
		title: 'Press kit',
		bioTitle: 'Biografia oficial',
		defaultBio:
			'{name} é empreendedor, estratega digital e autor, com base na Costa de Prata, em Portugal. Ajuda pequenos negócios e profissionais a crescer com estratégia digital, automações inteligentes e funis de conversão.',
		download: 'Descarregar bio e foto',
		downloadHint: 'Ficheiro ZIP com a biografia em português, inglês e espanhol e um retrato.',
		pressPrompt:
			'Está a preparar uma notícia, uma entrevista ou um evento? Fale comigo: respondo a pedidos de imprensa em 24 horas.',
		contact: 'Contacto para imprensa',
	},
	footer: {
		tagline: 'Estratégia digital, automações e funis de conversão a partir da Costa de Prata, Portugal.',
		explore: 'Explorar',
		legal: 'Legal',
		follow: 'Seguir',
		manageCookies: 'Gerir cookies',
		emailLabel: 'E-mail',
		handle: 'Encontre-me nas redes como {handle}',
		domainNote: 'Site oficial: {domain}',
		copyright: '© {year} {name}. Todos os direitos reservados.',
	},
	common: {
		loading: 'A carregar...',
		backHome: ptErrors.backHome,
		redirecting: 'A redirecionar...',
		continueToKit: 'Continuar para o Kit Digital',
	},
	notFound: ptErrors.notFound,
	error: ptErrors.error,
}

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> }

/** The shape every catalogue has: the reference's keys, with any strings. */
export type Catalogue = Widen<typeof pt>
