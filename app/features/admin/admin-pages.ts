/**
 * The admin's page table: every page and file under /admin/dashboard, in one place. It makes
 * the dashboard's routes (app/routes.ts), its tab bar and the links in its header, as the
 * public route table does for the public site (docs/product/pages.md, "Admin dashboard").
 * Client-safe.
 */
export const ADMIN_SIGN_IN_PATH = '/admin'
export const SIGN_OUT_PATH = '/admin/sair'
export const DASHBOARD_PATH = '/admin/dashboard'

/** Where a page belongs: the dashboard's tabs (content and inbox), the header's account links, or neither (files). */
export type AdminPlace = 'tab' | 'account' | 'file'

export interface AdminPage {
	id: string
	/** Its name in the tab bar or the header. */
	label: string
	/** Its path below /admin/dashboard; '' for the dashboard's landing page. */
	segment: string
	/** Its route module, relative to app/routes/admin/. */
	file: string
	place: AdminPlace
}

export const ADMIN_PAGES = [
	{ id: 'overview', label: 'Resumo', segment: '', file: 'overview.tsx', place: 'tab' },
	{ id: 'bio', label: 'Bio', segment: 'bio', file: 'content/bio.tsx', place: 'tab' },
	{ id: 'projectos', label: 'Projectos', segment: 'projectos', file: 'content/projectos.tsx', place: 'tab' },
	{ id: 'media', label: 'Media', segment: 'media', file: 'content/media.tsx', place: 'tab' },
	{ id: 'press-kit', label: 'Press Kit', segment: 'press-kit', file: 'content/press-kit.tsx', place: 'tab' },
	{ id: 'testemunhos', label: 'Testemunhos', segment: 'testemunhos', file: 'content/testemunhos.tsx', place: 'tab' },
	{ id: 'contactos', label: 'Contactos', segment: 'contactos', file: 'inbox/contactos.tsx', place: 'tab' },
	{ id: 'newsletter', label: 'Newsletter', segment: 'newsletter', file: 'inbox/newsletter.tsx', place: 'tab' },
	{ id: 'livro', label: 'Livro', segment: 'livro', file: 'inbox/livro.tsx', place: 'tab' },
	{ id: 'campanhas', label: 'Campanhas', segment: 'campanhas', file: 'campaigns/campanhas.tsx', place: 'tab' },
	{ id: 'definicoes', label: 'Definições', segment: 'definicoes', file: 'content/definicoes.tsx', place: 'tab' },
	{ id: 'registo', label: 'Registo', segment: 'registo', file: 'account/registo.tsx', place: 'account' },
	{ id: 'seguranca', label: 'Segurança', segment: 'seguranca', file: 'account/seguranca.tsx', place: 'account' },
	{
		id: 'newsletter-export',
		label: 'Exportar Lista',
		segment: 'newsletter/exportar',
		file: 'inbox/export-newsletter.ts',
		place: 'file',
	},
	{
		id: 'livro-export',
		label: 'Exportar CSV',
		segment: 'livro/exportar',
		file: 'inbox/export-prereservations.ts',
		place: 'file',
	},
] as const satisfies readonly AdminPage[]

export type AdminPageId = (typeof ADMIN_PAGES)[number]['id']

/** The page's address. */
export function adminPath(id: AdminPageId): string {
	const page = ADMIN_PAGES.find((candidate) => candidate.id === id)
	if (!page) throw new Error(`no admin page ${id}`)
	return page.segment ? `${DASHBOARD_PATH}/${page.segment}` : DASHBOARD_PATH
}

export interface AdminLink {
	id: AdminPageId
	label: string
	path: string
}

function linksOf(place: AdminPlace): AdminLink[] {
	return ADMIN_PAGES.filter((page) => page.place === place).map(({ id, label }) => ({ id, label, path: adminPath(id) }))
}

/** The tab bar, in its order. */
export const ADMIN_TABS: readonly AdminLink[] = linksOf('tab')
/** The account pages, linked from the dashboard's header. */
export const ACCOUNT_LINKS: readonly AdminLink[] = linksOf('account')

export const SECURITY_PATH = adminPath('seguranca')
export const AUDIT_PATH = adminPath('registo')
export const NEWSLETTER_EXPORT_PATH = adminPath('newsletter-export')
export const PRERESERVATIONS_EXPORT_PATH = adminPath('livro-export')
export const CONTACT_PATH = adminPath('contactos')
export const NEWSLETTER_PATH = adminPath('newsletter')
