import { PRIVATE_CACHE_CONTROL } from '#app/lib/http.ts'

/** Admin pages and files are never stored by a browser or a proxy. */
export function adminHeaders() {
	return { 'Cache-Control': PRIVATE_CACHE_CONTROL }
}
