import { expect, test } from 'vitest'
import { shareLinks } from './share-links.ts'

test('every share link carries the page address encoded, WhatsApp after the text', () => {
	const url = 'https://example.com/livro?a=1&b=2'
	const links = Object.fromEntries(shareLinks(url, 'Um livro & mais').map((link) => [link.network, link.href]))
	const encoded = encodeURIComponent(url)
	expect(links).toEqual({
		facebook: `https://www.facebook.com/sharer/sharer.php?u=${encoded}`,
		x: `https://x.com/intent/tweet?url=${encoded}&text=Um%20livro%20%26%20mais`,
		linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`,
		whatsapp: `https://wa.me/?text=${encodeURIComponent(`Um livro & mais ${url}`)}`,
	})
})
