import type { MetaDescriptor } from 'react-router'
import { OWNER } from '#app/config/owner.ts'

/** An admin page's head: its title, and never indexed nor followed. */
export function adminMeta(title: string): MetaDescriptor[] {
	return [{ title: `${title} · ${OWNER.name}` }, { name: 'robots', content: 'noindex, nofollow' }]
}
