import { OWNER } from '#app/config/owner.ts'
import { pt } from '#app/i18n/catalogues/pt-PT.ts'
import { code, email, external, h3, type LegalDocument, link, list, p, section, strong } from '../document-model.ts'
import { COOKIES, LOCAL_STORAGE, OUTSIDE } from '../legal-facts.ts'
import { type StorageWords, storageTable } from '../storage-table.ts'

const words: StorageWords = {
	columns: ['Nome', 'Finalidade', 'Categoria', 'Duração'],
	purposes: {
		cookie_consent: ['Guarda a sua escolha sobre cookies, para não lhe voltarmos a perguntar em cada visita.'],
		session_id: [
			'Identificador aleatório da visita, que mantém o site a funcionar em segurança e associa o registo da sua escolha de cookies. Apagado ao fechar o navegador.',
		],
		_ga: ['Distingue visitantes de forma pseudónima, para estatísticas agregadas de utilização do site.'],
		_gid: ['Distingue visitantes de forma pseudónima, para estatísticas diárias de utilização do site.'],
		rcb_lang: ['Lembra a língua que escolheu para o site.'],
		hasSeenBookModal: ['Lembra que já viu o aviso do livro, para não o mostrar de novo.'],
	},
	categories: { essential: 'Essencial', analytics: 'Análise' },
	session: 'Sessão',
	persistent: 'Até ser apagado',
}

export const cookiesPt: LegalDocument = {
	locale: 'pt-PT',
	intro: [
		p(
			`Esta política explica que cookies e que dados de armazenamento local ${OWNER.domain} usa, para quê, durante quanto tempo, e como pode aceitá-los, recusá-los ou apagá-los. Os cookies de análise só são usados depois de os aceitar.`,
		),
	],
	sections: [
		section(
			'o-que-sao',
			'O que são cookies e armazenamento local',
			p(
				'Cookies são pequenos ficheiros de texto que um site guarda no seu navegador e que o navegador volta a enviar ao site nas visitas seguintes. O armazenamento local (localStorage) é um espaço semelhante do navegador, mas o que lá fica nunca é enviado ao servidor: só é lido pelas páginas do próprio site.',
			),
			p('Usamos duas categorias:'),
			list(
				[
					strong('Essenciais: '),
					'necessários para o site funcionar e para guardar as escolhas que faz. Não precisam de consentimento (artigo 5.º, n.º 2, da Lei n.º 41/2004) e não podem ser desligados no aviso de cookies.',
				],
				[
					strong('Análise: '),
					'ajudam a perceber como o site é usado, de forma agregada, para o melhorar. Só são colocados se os aceitar.',
				],
			),
			p(
				'Não usamos cookies de marketing ou publicidade. Se isso mudar, pediremos o seu consentimento antes e actualizaremos esta política.',
			),
		),
		section(
			'cookies-usados',
			'Cookies que usamos',
			storageTable('Cookies deste site', COOKIES, words, 'pt-PT'),
			p(
				'Os cookies essenciais são do próprio site. Os cookies ',
				code('_ga'),
				' e ',
				code('_gid'),
				' são do Google Analytics 4 e só são criados se aceitar os cookies de análise. O endereço IP é anonimizado e os sinais de publicidade estão desligados. Saiba mais na ',
				link('privacy', 'Política de Privacidade'),
				'.',
			),
		),
		section(
			'armazenamento-local',
			'Dados guardados no armazenamento local',
			storageTable('Armazenamento local deste site', LOCAL_STORAGE, words, 'pt-PT'),
			p(
				'Estes dados ficam apenas no seu navegador, até os apagar. Servem para funcionalidades que pediu (a língua do site, não repetir um aviso), por isso não precisam de consentimento.',
			),
		),
		section(
			'gerir-consentimento',
			'Como mudar o seu consentimento',
			p(
				'Na primeira visita, um aviso pergunta-lhe que cookies aceita. Pode mudar de ideias quando quiser: o botão «',
				pt.footer.manageCookies,
				'», no rodapé de todas as páginas, apaga a escolha guardada e recarrega a página, para que o aviso volte a aparecer.',
			),
			p(
				'Se retirar o consentimento para a análise, deixamos de as recolher a partir desse momento. Os cookies de análise já criados podem ser apagados no navegador, como se explica abaixo.',
			),
		),
		section(
			'bloquear-cookies',
			'Como bloquear ou apagar cookies no navegador',
			p(
				'Todos os navegadores permitem ver, bloquear e apagar cookies e dados de sites. Se bloquear os cookies essenciais, algumas partes do site podem deixar de funcionar. As instruções de cada navegador:',
			),
			list(
				external(OUTSIDE.chrome, 'Google Chrome'),
				external(OUTSIDE.firefox, 'Mozilla Firefox'),
				external(OUTSIDE.safari, 'Safari'),
				external(OUTSIDE.edge, 'Microsoft Edge'),
			),
			h3('Google Analytics'),
			p(
				'Além do aviso de cookies, pode impedir o Google Analytics em todos os sites com o ',
				external(OUTSIDE.gaOptOut, 'extra do navegador para desactivação do Google Analytics'),
				'.',
			),
		),
		section(
			'contacto-cookies',
			'Dúvidas e alterações',
			p(
				'Se tiver dúvidas sobre cookies, escreva para ',
				email(OWNER.email),
				'. Podemos actualizar esta política quando o site mudar; a data de «Última actualização» indica a versão em vigor. Veja também a ',
				link('privacy', 'Política de Privacidade'),
				'.',
			),
		),
	],
}
