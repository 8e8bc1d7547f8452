import { PRIVATE_CACHE_CONTROL } from '#app/lib/http.ts'

/** Admin pages and files are never stored by a browser or a proxy. */
export function adminHeaders() {
	return { 'Cache-Control': PRIVATE_CACHE_CONTROL }
}

/** The document head of an admin tab: its title, and never indexed. */
export function adminMeta(tab: string) {
	return [{ title: `${tab} · Dashboard Admin` }, { name: 'robots', content: 'noindex, nofollow' }]
}
