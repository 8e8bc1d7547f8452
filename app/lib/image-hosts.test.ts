/**
 * Images that reach a visitor before any choice: the site's own, or https on a host the
 * owner lists (IMAGE_HOSTS). The dashboard takes https image addresses only, the public
 * reads and the markdown renderer leave other hosts out, and the CSP allows the same list.
 */
import { expect, test } from 'vitest'
import { imageLink } from '#app/features/admin/forms/admin-fields.ts'
import { contentSecurityPolicy } from '#server/security-headers.ts'
import { publicImageUrl } from './image-hosts.server.ts'
import { allowedImageUrl, parseImageHosts } from './image-hosts.ts'
import { renderMarkdownWith } from './markdown.ts'

test('IMAGE_HOSTS is a comma-separated list of host names, and nothing else', () => {
	expect(parseImageHosts(undefined)).toEqual([])
	expect(parseImageHosts(' Images.Example.com, cdn.example.pt ,images.example.com')).toEqual([
		'images.example.com',
		'cdn.example.pt',
	])
	for (const bad of ['https://images.example.com', 'images.example.com/path', '*.example.com', 'localhost:80']) {
		expect(() => parseImageHosts(bad)).toThrow(/not a host name/)
	}
})

test('a page shows the site’s own images and https images of listed hosts only', () => {
	const hosts = ['images.example.com']
	expect(allowedImageUrl('/uploads/projects/a.jpg', hosts)).toBe('/uploads/projects/a.jpg')
	expect(allowedImageUrl('https://images.example.com/a.jpg', hosts)).toBe('https://images.example.com/a.jpg')
	for (const other of [
		'https://tracker.example/pixel.gif',
		'http://images.example.com/a.jpg',
		'https://images.example.com.evil.example/a.jpg',
		'https://user@images.example.com/a.jpg',
		'//images.example.com/a.jpg',
		'data:image/png;base64,AAAA',
		'javascript:alert(1)',
	]) {
		expect(allowedImageUrl(other, hosts)).toBeNull()
	}
	// With no IMAGE_HOSTS (as in the tests), only the site's own images are shown.
	expect(publicImageUrl('https://images.example.com/a.jpg')).toBeNull()
	expect(publicImageUrl('/uploads/bio/a.jpg')).toBe('/uploads/bio/a.jpg')
})

test('the dashboard takes an image address over https or on the site, never over http', () => {
	const field = imageLink()
	expect(field.parse('https://images.example.com/a.jpg')).toBe('https://images.example.com/a.jpg')
	expect(field.parse('/uploads/projects/a.jpg')).toBe('/uploads/projects/a.jpg')
	expect(field.parse('')).toBeNull()
	expect(field.safeParse('http://images.example.com/a.jpg').success).toBe(false)
	expect(field.safeParse('javascript:alert(1)').success).toBe(false)
})

test('an image in admin markdown from an unlisted host becomes a link; the site’s own and listed ones show', () => {
	const options = { newTabHint: '(abre num novo separador)', imageHosts: ['images.example.com'] }
	const html = renderMarkdownWith(
		'![Gráfico](/uploads/a.jpg) ![Pixel](https://tracker.example/p.gif) ![Foto](https://images.example.com/f.jpg)',
		options,
	)
	expect(html).toContain('<img src="/uploads/a.jpg" alt="Gráfico">')
	expect(html).toContain('<img src="https://images.example.com/f.jpg" alt="Foto">')
	expect(html).not.toContain('<img src="https://tracker.example')
	expect(html).toContain('<a href="https://tracker.example/p.gif" target="_blank" rel="noopener noreferrer">Pixel')
})

test('the CSP lets images come from the site and the listed hosts only', () => {
	const csp = contentSecurityPolicy([], { https: true, analytics: false, imageHosts: ['images.example.com'] })
	const imgSrc = csp
		.split(';')
		.find((directive) => directive.trim().startsWith('img-src'))
		?.trim()
	expect(imgSrc).toBe("img-src 'self' data: blob: https://images.example.com")
	expect(contentSecurityPolicy([], { https: true, analytics: false })).toContain("img-src 'self' data: blob:;")
})
