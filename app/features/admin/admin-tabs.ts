/**
 * The dashboard's nine tabs, in the spec's order (SPEC §2), default Bio. Each names the
 * route module that renders it (`app/routes/admin/{file}`); the navigation shows a tab only
 * once that module exists (see `admin-tabs.server.ts`), so a half-built dashboard never links
 * to a page that is not there.
 */
export interface AdminTab {
	id: string
	label: string
	/** Where the tab lives; also its route's path in app/routes.ts. */
	path: string
	/** Its route module, relative to app/routes/admin/. */
	file: string
}

export const DASHBOARD_PATH = '/admin/dashboard'

export const ADMIN_TABS: readonly AdminTab[] = [
	{ id: 'bio', label: 'Bio', path: DASHBOARD_PATH, file: 'bio.tsx' },
	{ id: 'projectos', label: 'Projectos', path: `${DASHBOARD_PATH}/projectos`, file: 'projectos.tsx' },
	{ id: 'media', label: 'Media', path: `${DASHBOARD_PATH}/media`, file: 'media.tsx' },
	{ id: 'press-kit', label: 'Press Kit', path: `${DASHBOARD_PATH}/press-kit`, file: 'press-kit.tsx' },
	{ id: 'testemunhos', label: 'Testemunhos', path: `${DASHBOARD_PATH}/testemunhos`, file: 'testemunhos.tsx' },
	{ id: 'contactos', label: 'Contactos', path: `${DASHBOARD_PATH}/contactos`, file: 'contactos.tsx' },
	{ id: 'newsletter', label: 'Newsletter', path: `${DASHBOARD_PATH}/newsletter`, file: 'newsletter.tsx' },
	{ id: 'livro', label: 'Livro', path: `${DASHBOARD_PATH}/livro`, file: 'livro.tsx' },
	{ id: 'definicoes', label: 'Definições', path: `${DASHBOARD_PATH}/definicoes`, file: 'definicoes.tsx' },
]

export const SECURITY_PATH = `${DASHBOARD_PATH}/seguranca`
export const AUDIT_PATH = `${DASHBOARD_PATH}/registo`
export const SIGN_OUT_PATH = '/admin/sair'

/** The account pages beside the tabs, linked from the dashboard's header. */
export const ACCOUNT_LINKS: readonly AdminTab[] = [
	{ id: 'registo', label: 'Registo', path: AUDIT_PATH, file: 'registo.tsx' },
	{ id: 'seguranca', label: 'Segurança', path: SECURITY_PATH, file: 'seguranca.tsx' },
]
