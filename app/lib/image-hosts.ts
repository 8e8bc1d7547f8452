/**
 * Which images a public page may load before the visitor has made any choice: the site's
 * own files (paths such as `/uploads/…`), and images on the https hosts the owner lists in
 * `IMAGE_HOSTS` (comma-separated host names). Any other host would learn every visitor's
 * address from the image request, so such an image is left out of the page; the CSP's
 * `img-src` allows exactly the same hosts (server/security-headers.ts).
 */

const HOST_NAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/

/** The host names of `IMAGE_HOSTS`, lowercased; throws on one that is not a host name. */
export function parseImageHosts(value: string | undefined): string[] {
	const hosts = (value ?? '')
		.split(',')
		.map((host) => host.trim().toLowerCase())
		.filter(Boolean)
	for (const host of hosts) {
		if (!HOST_NAME.test(host)) throw new Error(`"${host}" is not a host name (like images.example.com)`)
	}
	return [...new Set(hosts)]
}

/** `value` when a public page may load it as an image (a site path, or https on a listed host); else null. */
export function allowedImageUrl(value: string | null | undefined, hosts: readonly string[]): string | null {
	const candidate = value?.trim()
	if (!candidate) return null
	if (candidate.startsWith('/')) {
		return candidate.startsWith('//') || candidate.includes('\\') ? null : candidate
	}
	try {
		const url = new URL(candidate)
		return url.protocol === 'https:' && !url.username && !url.password && hosts.includes(url.hostname.toLowerCase())
			? url.href
			: null
	} catch {
		return null
	}
}
