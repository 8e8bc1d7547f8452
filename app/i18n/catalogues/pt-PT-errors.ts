/**
 * The Portuguese error texts, apart from the rest of the reference catalogue so the root's
 * last-resort error page can use them without shipping the whole catalogue to the browser.
 */
export const ptErrors = {
	backHome: 'Voltar ao início',
	notFound: {
		title: 'Oops! Página não encontrada',
		body: 'A página que procura não existe ou mudou de endereço.',
	},
	error: {
		title: 'Algo correu mal',
		body: 'Ocorreu um erro inesperado. Tente novamente dentro de momentos.',
	},
}
