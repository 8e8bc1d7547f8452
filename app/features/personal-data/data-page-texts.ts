/**
 * The texts of the data page (`/gerir-dados`, Portuguese only: docs/product/pages.md), with the documented
 * exact messages (docs/product/pages.md, messages.md). Client-safe.
 */
import { linkPath } from '#app/i18n/route-table.ts'
import type { DataRequestWant } from './data-request-schema.ts'

/** The data page's path (Portuguese only). */
export const DATA_PAGE_PATH = linkPath('dataManagement', 'pt-PT')

/** How long an access link can be followed after it was sent. */
export const ACCESS_LINK_MINUTES = 30
/** How long a followed link keeps the page verified. */
export const ACCESS_SESSION_MINUTES = 30

const WANT_VERB: Record<DataRequestWant, string> = { view: 'ver', export: 'exportar', delete: 'eliminar' }

export const DATA_PAGE_TEXTS = {
	emailLabel: 'O seu e-mail',
	emailHint: 'Enviamos para este endereço um link de acesso, de utilização única.',
	view: 'Ver Dados',
	export: 'Exportar JSON',
	delete: 'Eliminar Todos os Meus Dados',
	sending: 'A enviar...',
	confirmTitle: 'Tem a certeza absoluta?',
	confirmBody:
		'Todas as mensagens de contacto, subscrições da newsletter e pré-reservas do livro associadas a este e-mail serão eliminadas de forma definitiva. Esta acção não pode ser desfeita.',
	cancel: 'Cancelar',
	confirmDelete: 'Sim, Eliminar Tudo',
	deleting: 'A eliminar...',
	exporting: 'A exportar...',
	loaded: 'Dados carregados com sucesso',
	loadFailed: 'Erro ao carregar dados',
	exported: 'Dados exportados com sucesso',
	deleted: 'Todos os seus dados foram eliminados',
	deleteFailed: 'Erro ao eliminar dados',
	redirecting: 'A voltar à página inicial...',
	requestFailed: 'Não foi possível enviar o link. Tente novamente dentro de momentos.',
	linkSent: (email: string, want: DataRequestWant) =>
		`Enviámos um link de acesso para ${email}. Abra-o nos próximos ${ACCESS_LINK_MINUTES} minutos para ${WANT_VERB[want]} os seus dados. Se não o encontrar, veja também a pasta de spam.`,
	verifiedFor: 'Dados associados a',
	counts: {
		contactMessages: 'Mensagens de contacto',
		newsletterSubscriptions: 'Subscrições da newsletter',
		bookPrereservations: 'Pré-reservas do livro',
	},
	endSession: 'Terminar',
	sessionNote: `O acesso termina ao fim de ${ACCESS_SESSION_MINUTES} minutos ou quando carregar em «Terminar».`,
	linkTitle: 'Confirme o acesso aos seus dados',
	linkBody: 'Este link é de utilização única. Carregue no botão para ver os dados associados ao seu e-mail.',
	linkUsed: 'Este link já foi utilizado. Por segurança, cada link só abre os dados uma vez: peça um novo abaixo.',
	linkExpired: `Este link expirou (cada link só funciona durante ${ACCESS_LINK_MINUTES} minutos). Peça um novo abaixo.`,
	linkInvalid: 'Este link não é válido. Confirme que o copiou por inteiro, ou peça um novo abaixo.',
} as const
