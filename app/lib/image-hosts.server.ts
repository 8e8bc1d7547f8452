import { getEnv } from '#app/config/env.server.ts'
import { allowedImageUrl } from './image-hosts.ts'

/** An image URL as a public page may show it: the site's own, or on an `IMAGE_HOSTS` host; else null. */
export function publicImageUrl(value: string | null | undefined): string | null {
	return allowedImageUrl(value, getEnv().IMAGE_HOSTS)
}
