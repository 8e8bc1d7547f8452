/**
 * The catalogue's namespaces (its top-level keys) and which of them the site's shell needs.
 * A page receives only the texts it shows (docs/decisions/004): the root loader sends the
 * shell's namespaces to every page, and each public page's loader adds its own as `i18n` in its
 * loader data (`messagesFor`, catalogues.server.ts); the root's provider merges them
 * (`usePageMessages`, i18n-context.tsx).
 */
import type { Catalogue } from './catalogues/pt-PT.ts'

/** A top-level key of the catalogue ("nav", "bio"): the unit a page asks texts by. */
export type Namespace = keyof Catalogue

/** Some namespaces of a catalogue, whole. */
export type Messages = Partial<Catalogue>

/**
 * What every page shows around its own content, and what an error page needs: head and
 * header, navigation, language switcher, breadcrumb, page titles (footer links, page headers),
 * footer, cookie banner, the loading and error messages.
 */
export const SHELL_NAMESPACES = [
	'meta',
	'a11y',
	'nav',
	'language',
	'pages',
	'footer',
	'cookieBanner',
	'common',
	'notFound',
	'error',
] as const satisfies readonly Namespace[]

/**
 * What the browser shows of each page's `pages` entry: its title (navigation, footer,
 * breadcrumb, page header) and lead. The head's texts (meta title, description, keywords) are
 * read on the server only, so they are left out of the shell's texts.
 */
export const PAGE_TEXTS_IN_THE_BROWSER = ['title', 'lead'] as const
