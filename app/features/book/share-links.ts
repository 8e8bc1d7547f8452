/**
 * The share links of the book page (docs/product/pages.md): each network's own share address with the
 * page's absolute URL, so they work as plain links without JavaScript.
 */
export type ShareNetwork = 'facebook' | 'x' | 'linkedin' | 'whatsapp'

export interface ShareLink {
	network: ShareNetwork
	/** The network's name, also the link's accessible name. */
	label: string
	href: string
}

export function shareLinks(url: string, text: string): ShareLink[] {
	const u = encodeURIComponent(url)
	return [
		{ network: 'facebook', label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
		{ network: 'x', label: 'X', href: `https://x.com/intent/tweet?url=${u}&text=${encodeURIComponent(text)}` },
		{ network: 'linkedin', label: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
		{ network: 'whatsapp', label: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}` },
	]
}
