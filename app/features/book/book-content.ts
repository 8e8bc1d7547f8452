/**
 * The texts of the book page (`/livro`, Portuguese only). They live here rather than in
 * the catalogue, which the root loader ships on every page. Facts (price, launch, number
 * of prompts, audience) are filled in from `BOOK` and the owner's `BookFacts`, never written
 * twice: `bookView` makes what the page, the home banner and the structured data show.
 */
import type { IconName } from '#app/components/ui/icon-names.ts'
import {
	BOOK,
	type BookAvailability,
	type BookCall,
	type BookFacts,
	type BookFormat,
	bookCall,
	FAQ_KEYS,
	type FaqKey,
	formatPrice,
	isLaunchPast,
	LAUNCH_TO_BE_ANNOUNCED,
	launchText,
} from './book.ts'

const ages = `dos ${BOOK.audience.minAge} aos ${BOOK.audience.maxAge} anos`

export const FORMAT_TEXT: Record<BookFormat, string> = {
	ebook: 'Ebook',
	paperback: 'Livro de bolso (capa mole)',
	hardcover: 'Capa dura',
}
export const AVAILABILITY_TEXT: Record<BookAvailability, string> = {
	'pre-order': 'Pré-venda',
	available: 'Disponível',
	'sold-out': 'Esgotado',
}
const LANGUAGE_TEXT: Record<(typeof BOOK)['language'], string> = { 'pt-PT': 'Português europeu (pt-PT)' }
const PUBLISHER_TEXT: Record<(typeof BOOK)['publisher'], string> = { independent: 'Edição de autor' }

/** What the book is, in two lines (structured data, sharing). */
export const BOOK_DESCRIPTION = `Um guia prático para usar a inteligência artificial com segurança no dia-a-dia, escrito para leitores ${ages}: casos passo a passo, listas de verificação e ${BOOK.readyPrompts} prompts prontos a usar.`

export const BOOK_PAGE = {
	eyebrow: 'O primeiro livro de {name}',
	intro: `Um guia escrito para quem tem ${ages} e quer pôr a inteligência artificial a trabalhar a seu favor — sem medo, sem jargão e sem pôr em risco os seus dados.`,
	coverAlt: `Capa do livro «${BOOK.title}»: um novelo de lã com agulhas de tricô cujo fio se transforma num balão de conversa.`,
	factsLabel: 'O livro em resumo',
	reserve: 'Reservar exemplar',
	buy: 'Comprar',
	buyNote: 'Abre a loja num novo separador.',
	reserveNote: 'Reservar é gratuito e não o compromete a nada.',
	pressKit: 'Press kit para jornalistas',

	share: {
		label: 'Partilhar',
		menuLabel: 'Partilhar esta página',
		text: `«${BOOK.title}» — um guia prático para usar a inteligência artificial com segurança no dia-a-dia.`,
		copy: 'Copiar link',
		copied: 'Copiado!',
		toast: 'Link copiado!',
		copyFailed: 'Não foi possível copiar o link.',
	},

	contents: {
		title: 'O que vai encontrar no livro',
		lead: 'Tudo o que precisa para começar a usar a inteligência artificial no dia-a-dia, com calma e ao seu ritmo.',
		items: [
			{
				icon: 'footprints',
				title: 'Casos práticos passo a passo',
				text: 'Situações reais explicadas do princípio ao fim: escrever uma mensagem delicada, planear uma viagem, perceber uma carta das Finanças ou preparar uma consulta médica.',
			},
			{
				icon: 'list-checks',
				title: 'Exercícios simples e listas de verificação',
				text: 'Pequenos exercícios para praticar sem pressa e listas de verificação para ter à mão sempre que experimentar uma ferramenta nova.',
			},
			{
				icon: 'message-square-text',
				title: `${BOOK.readyPrompts} prompts prontos a usar`,
				text: 'Pedidos já escritos que pode copiar e adaptar — para a saúde, as contas da casa, as viagens, a família e os passatempos.',
			},
			{
				icon: 'shield-check',
				title: 'Regras claras de segurança e privacidade',
				text: 'O que nunca deve partilhar, como reconhecer burlas e mensagens falsas, e como proteger os seus dados e os da sua família.',
			},
			{
				icon: 'languages',
				title: 'Português europeu, simples e claro',
				text: 'Escrito em português de Portugal, numa linguagem do dia-a-dia. Quando uma palavra técnica é inevitável, é explicada logo ali.',
			},
			{
				icon: 'lightbulb',
				title: 'Dicas realistas',
				text: 'Sem promessas milagrosas: o que a inteligência artificial faz bem, onde se engana e quando vale mais a pena pegar no telefone.',
			},
		] satisfies { icon: IconName; title: string; text: string }[],
	},

	quote: {
		label: 'Um excerto do capítulo 1',
		text: 'A inteligência artificial não é coisa de cientistas nem de miúdos. É uma ferramenta, como o telefone ou a máquina de lavar: não precisa de saber como funciona por dentro para a pôr a trabalhar a seu favor. Precisa apenas de saber o que lhe pedir — e o que nunca lhe deve contar.',
		source: 'Capítulo 1, «Afinal, o que é isto da IA?»',
	},

	author: {
		title: 'Sobre o autor',
		bio: [
			'{name} é empreendedor e estratega digital na Costa de Prata. Há mais de quinze anos que ajuda pequenos negócios a pôr a tecnologia a trabalhar a seu favor — sem jargão e sem complicar.',
			'Escreveu este livro depois de ensinar a própria família a usar a inteligência artificial à mesa da cozinha: com paciência, exemplos do dia-a-dia e muito bom senso.',
		],
		bioLink: 'Conhecer o percurso completo',
		social: 'Siga {name} nas redes sociais',
	},

	faq: {
		title: 'Perguntas frequentes',
		more: 'Ficou com alguma dúvida?',
		contact: 'Escreva-me: respondo em 24 horas.',
		questions: {
			audience: 'Para quem é este livro?',
			skills: 'Preciso de conhecimentos técnicos?',
			tools: 'Que ferramentas vou aprender a usar?',
			format: 'O livro existe em formato digital e em papel?',
			launch: 'Quando é o lançamento?',
		} satisfies Record<FaqKey, string>,
	},

	closing: {
		title: 'Reserve já o seu exemplar',
		text: 'Reservar é gratuito e não o compromete a nada. Quando a pré-venda abrir, recebe um e-mail com um link exclusivo para garantir o seu exemplar antes de toda a gente.',
		launch: 'Lançamento previsto',
		launched: 'Lançamento',
		buyTitle: 'O livro já está à venda',
		buyText: 'Garanta já o seu exemplar: a compra faz-se na loja, em poucos passos.',
		followTitle: 'Receba as novidades do livro',
		followText:
			'As pré-reservas estão encerradas de momento. Subscreva a newsletter e seja o primeiro a saber quando houver novidades sobre o livro.',
		soldOutText:
			'O livro está esgotado de momento. Subscreva a newsletter e seja o primeiro a saber quando houver novos exemplares.',
		/** The submit button of the section's pre-reservation form. */
		cta: 'Quero reservar',
	},
}

/** The default answer to each FAQ question, from the current facts. */
export function defaultFaqAnswer(key: FaqKey, facts: BookFacts, today: string): string {
	switch (key) {
		case 'audience':
			return `Para leitores ${ages} que querem perceber o que é a inteligência artificial e usá-la no dia-a-dia com confiança. Também é um bom presente para pais, avós e amigos que estão a dar os primeiros passos.`
		case 'skills':
			return 'Não. Se sabe enviar uma mensagem no telemóvel ou ler o e-mail, tem tudo o que precisa. Cada passo é explicado com calma, com exemplos e sem palavras difíceis.'
		case 'tools':
			return 'Os assistentes de conversa mais conhecidos, como o ChatGPT, o Gemini ou o Copilot, nas versões gratuitas, no telemóvel, no tablet ou no computador. O livro ensina princípios que servem para qualquer ferramenta, por isso continua útil mesmo quando as aplicações mudam.'
		case 'format':
			return facts.format === 'ebook'
				? `Para já, sai em formato digital (ebook), em português europeu, por ${formatPrice(facts.price)}. Uma edição em papel está a ser pensada; quem reservar é o primeiro a saber.`
				: `Sai em papel (${FORMAT_TEXT[facts.format].toLowerCase()}), em português europeu, por ${formatPrice(facts.price)}.`
		case 'launch':
			if (!facts.launchDate)
				return 'A data de lançamento ainda vai ser anunciada. Quem reservar recebe um e-mail com um link exclusivo assim que a pré-venda abrir.'
			if (isLaunchPast(facts.launchDate, today))
				return facts.availability === 'available'
					? `O livro foi lançado em ${launchText(facts.launchDate)} e já está à venda.`
					: `O livro foi lançado em ${launchText(facts.launchDate)}.`
			return `O lançamento está previsto para ${launchText(facts.launchDate)}. Quem reservar recebe um e-mail com um link exclusivo assim que a pré-venda abrir.`
	}
}

/** Everything the book page, the home banner and the structured data show that the owner can edit. */
export interface BookView {
	price: string
	priceCaption: string
	availability: string
	/** 'Lançamento previsto' ahead of the launch or while it is to be announced; 'Lançamento' once it is past. */
	launchLabel: string
	launchText: string
	call: BookCall
	purchaseUrl: string
	faq: { question: string; answer: string }[]
	facts: { icon: IconName; label: string; value: string }[]
}

export function bookView(facts: BookFacts, today: string, prereservationOpen: boolean): BookView {
	const past = isLaunchPast(facts.launchDate, today)
	const launchLabel = past ? BOOK_PAGE.closing.launched : BOOK_PAGE.closing.launch
	const launch = facts.launchDate ? launchText(facts.launchDate) : LAUNCH_TO_BE_ANNOUNCED
	const availability = AVAILABILITY_TEXT[facts.availability]
	const { call, purchaseUrl } = bookCall(facts, prereservationOpen)
	return {
		price: formatPrice(facts.price),
		priceCaption: `${FORMAT_TEXT[facts.format]} · ${availability.toLowerCase()}`,
		availability,
		launchLabel,
		launchText: launch,
		call,
		purchaseUrl,
		faq: FAQ_KEYS.map((key) => ({
			question: BOOK_PAGE.faq.questions[key],
			answer: facts.faq[key]?.trim() || defaultFaqAnswer(key, facts, today),
		})),
		facts: [
			{ icon: 'euro', label: 'Preço', value: formatPrice(facts.price) },
			{ icon: 'tablet-smartphone', label: 'Formato', value: FORMAT_TEXT[facts.format] },
			{ icon: 'languages', label: 'Idioma', value: LANGUAGE_TEXT[BOOK.language] },
			{ icon: 'bookmark', label: 'Disponibilidade', value: availability },
			{ icon: 'calendar-clock', label: launchLabel, value: launch },
			{ icon: 'message-square-text', label: 'Incluído', value: `${BOOK.readyPrompts} prompts prontos a usar` },
			{ icon: 'users', label: 'Para quem', value: `Leitores ${ages}` },
			{ icon: 'pen-line', label: 'Edição', value: PUBLISHER_TEXT[BOOK.publisher] },
		],
	}
}
