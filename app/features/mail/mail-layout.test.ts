import { describe, expect, test } from 'vitest'
import { escapeHtml, renderMail } from './mail-layout.server.ts'

const hostile = '<script>alert("x")</script> & <b onmouseover=\'y\'>'

describe('the mail layout', () => {
	test('HTML in any value is escaped in the html part and kept as typed in the text part', () => {
		const { text, html } = renderMail({
			locale: 'pt-PT',
			heading: `Mensagem de ${hostile}`,
			paragraphs: [`Assunto: ${hostile}`, 'Linha um\nLinha <dois>'],
			action: { label: `Abrir ${hostile}`, url: 'https://example.com/?a=1&b="2"><img src=x>' },
			footer: [`Rodapé ${hostile}`],
		})
		expect(html).not.toContain('<script>')
		expect(html).not.toContain('<b onmouseover')
		expect(html).not.toContain('<img')
		expect(html).toContain(`Mensagem de ${escapeHtml(hostile)}`)
		expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b onmouseover=&#39;y&#39;&gt;')
		expect(html).toContain('href="https://example.com/?a=1&amp;b=&quot;2&quot;&gt;&lt;img src=x&gt;"')
		expect(html).toContain('Linha um<br>Linha &lt;dois&gt;')
		expect(html).toContain('<html lang="pt-PT">')

		expect(text).toContain(`Mensagem de ${hostile}`)
		expect(text).toContain(`Assunto: ${hostile}`)
		expect(text).toContain(`Abrir ${hostile}: https://example.com/?a=1&b="2"><img src=x>`)
		expect(text).toContain(`Rodapé ${hostile}`)
	})

	test('the text part reads as a letter: heading, paragraphs, link, signature, then the small print', () => {
		const { text } = renderMail({
			locale: 'en',
			heading: 'Hello',
			paragraphs: ['First.', 'Second.'],
			action: { label: 'Confirm', url: 'https://example.com/c' },
			footer: ['Why you got this.'],
		})
		expect(text).toBe(
			'Hello\n\nFirst.\n\nSecond.\n\nConfirm: https://example.com/c\n\n— Ricardo Branco\n\n--\nWhy you got this.',
		)
	})
})
