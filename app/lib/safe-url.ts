/**
 * A URL stored by an admin, made safe to put in `href` or `src`: an absolute http(s) URL or
 * a path on this site ("/images/…"). Anything else (`javascript:`, `data:`, protocol-
 * relative `//host`, malformed values) is null, so the page leaves the link or image out
 * instead of failing or running it.
 */
export function safeUrl(value: string | null | undefined): string | null {
	const candidate = value?.trim()
	if (!candidate) return null
	if (candidate.startsWith('/')) return candidate.startsWith('//') || candidate.includes('\\') ? null : candidate
	try {
		const url = new URL(candidate)
		return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null
	} catch {
		return null
	}
}
