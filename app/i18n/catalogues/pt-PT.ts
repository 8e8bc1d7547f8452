/**
 * The reference catalogue (European Portuguese). `en.ts` and `es.ts` must satisfy its
 * shape, so a missing translation is a compile error.
 */
export const pt = {
	meta: {
		role: 'Empreendedor, estratega digital e autor',
		keywords: 'estratégia digital, automações, funis de conversão, inteligência artificial, Costa de Prata, Portugal',
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
			lead: 'Estratégia digital, automações inteligentes e funis de conversão para quem quer crescer sem complicar.',
		},
		bio: {
			title: 'Bio',
			description: 'O percurso de {name}: empreendedor, estratega digital e autor na Costa de Prata.',
			lead: 'Um percurso feito de negócios reais, tecnologia útil e muita vontade de simplificar.',
		},
		projects: {
			title: 'Projectos',
			description: 'Projectos de estratégia digital, automação e funis de conversão desenvolvidos por {name}.',
			lead: 'Alguns dos projectos em que trabalhei, do primeiro esboço aos resultados.',
		},
		media: {
			title: 'Media',
			description: 'Artigos, entrevistas e presença nos media de {name}, e o press kit oficial.',
			lead: 'Entrevistas, artigos e o press kit para jornalistas.',
		},
		contact: {
			title: 'Contacto',
			description: 'Fale com {name} sobre estratégia digital, automações ou o livro. Resposta em 24 horas.',
			lead: 'Conte-me o que precisa. Respondo em 24 horas.',
		},
		digitalKit: {
			title: 'Kit Digital',
			description:
				'O Kit Digital: um método de 7 dias para montar um sistema digital funcional, com funis, Notion, automações e um agente digital.',
			lead: 'A redirecionar...',
		},
		book: {
			title: 'IA para a Minha Avó',
			description:
				'Um guia prático para usar ferramentas de inteligência artificial com segurança no dia-a-dia, para leitores dos 45 aos 70 anos.',
			lead: 'Um guia prático para usar a inteligência artificial com segurança no dia-a-dia.',
		},
		privacy: {
			title: 'Política de Privacidade',
			description: 'Como são tratados os seus dados pessoais neste site.',
			lead: 'Como são recolhidos, usados e protegidos os seus dados pessoais.',
		},
		terms: {
			title: 'Termos e Condições',
			description: 'Os termos e condições de utilização deste site.',
			lead: 'As regras de utilização deste site.',
		},
		cookies: {
			title: 'Política de Cookies',
			description: 'Que cookies este site usa, para quê e durante quanto tempo.',
			lead: 'Que cookies usamos, para quê e durante quanto tempo.',
		},
		legalNotice: {
			title: 'Aviso Legal',
			description: 'Informação legal sobre o titular e a utilização deste site.',
			lead: 'Quem é responsável por este site.',
		},
		dataManagement: {
			title: 'Gerir os Meus Dados',
			description: 'Consulte, exporte ou elimine os dados pessoais que guardamos sobre si.',
			lead: 'Consulte, exporte ou elimine os dados pessoais associados ao seu e-mail.',
		},
	},
	home: {
		ctaProjects: 'Ver projectos',
		ctaContact: 'Falar comigo',
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
		backHome: 'Voltar ao início',
		redirecting: 'A redirecionar...',
		continueToKit: 'Continuar para o Kit Digital',
	},
	notFound: {
		title: 'Oops! Página não encontrada',
		body: 'A página que procura não existe ou mudou de endereço.',
	},
	error: {
		title: 'Algo correu mal',
		body: 'Ocorreu um erro inesperado. Tente novamente dentro de momentos.',
	},
}

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> }

/** The shape every catalogue has: the reference's keys, with any strings. */
export type Catalogue = Widen<typeof pt>
