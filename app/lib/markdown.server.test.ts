import { expect, test } from 'vitest'
import { renderInlineMarkdown, renderMarkdown } from './markdown.server.ts'

test('markdown renders paragraphs, emphasis and lists', () => {
	const html = renderMarkdown('Olá **mundo**\n\n- um\n- dois', 'pt-PT')
	expect(html).toContain('<p>Olá <strong>mundo</strong></p>')
	expect(html).toContain('<li>um</li>')
})

test('raw HTML in the source is escaped, not rendered', () => {
	const html = renderMarkdown('<script>alert(1)</script> <img src=x onerror=alert(1)>', 'pt-PT')
	expect(html).not.toContain('<script')
	expect(html).not.toContain('<img')
	expect(html).toContain('&lt;script&gt;')
})

test('script URLs never become links', () => {
	for (const href of [
		'javascript:alert(1)',
		'JaVaScRiPt:alert(1)',
		'vbscript:x',
		'data:text/html;base64,PHNjcmlwdD4=',
	]) {
		const html = renderMarkdown(`[clique](${href})`, 'pt-PT')
		expect(html).not.toContain('href=')
	}
})

test('external links open in a new tab without access to the opener, and say so to screen readers', () => {
	const html = renderInlineMarkdown('[site](https://example.com)', 'pt-PT')
	expect(html).toBe(
		'<a href="https://example.com" target="_blank" rel="noopener noreferrer">site<span class="sr-only"> (abre num novo separador)</span></a>',
	)
	expect(renderInlineMarkdown('[site](https://example.com)', 'en')).toContain('(opens in a new tab)</span></a>')
	expect(renderInlineMarkdown('[bio](/bio)', 'pt-PT')).toBe('<a href="/bio">bio</a>')
})

test('inline markdown has no wrapping paragraph', () => {
	expect(renderInlineMarkdown('*IA para a Minha Avó*', 'pt-PT')).toBe('<em>IA para a Minha Avó</em>')
})
