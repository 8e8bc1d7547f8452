import nodemailer, { type SendMailOptions } from 'nodemailer'
import { describe, expect, test } from 'vitest'
import { parseEml } from './eml.ts'

async function generate(options: SendMailOptions, newline: 'windows' | 'unix' = 'windows'): Promise<Buffer> {
	const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline })
	const info = await transporter.sendMail({ from: { name: 'Ricardo Branco', address: 'ola@example.com' }, ...options })
	if (!Buffer.isBuffer(info.message)) throw new Error('expected a buffer')
	return info.message
}

const portugueseText = [
	'Olá João,',
	'',
	'Obrigado pela sua mensagem. Responderei em menos de 24 horas — prometo! Acção, informação, coração.',
	`Uma linha muito comprida para obrigar a quebras suaves no quoted-printable: ${'ãõçé'.repeat(30)}`,
	'=== sinais de igual = e sublinhados _ ficam como estão ===  ',
	'https://ricardobranco.example/newsletter/confirmar?token=abc_DEF-123',
].join('\n')

const portugueseHtml = `<p>Olá <strong>João</strong> &amp; companhia</p>\n<p>${'Acção! '.repeat(40)}</p>`

describe('reading a message nodemailer wrote', () => {
	test('a UTF-8 Portuguese message comes out exactly as it was written, in both parts', async () => {
		const mail = parseEml(
			await generate({
				to: 'joao@example.com',
				replyTo: { name: 'Visitante Çá', address: 'visitante@example.com' },
				subject: 'Confirme a sua subscrição — acção necessária para não perder as novidades do mês de Novembro',
				text: portugueseText,
				html: portugueseHtml,
				headers: {
					'List-Unsubscribe':
						'<https://ricardobranco.example/newsletter/cancelar?token=abcdefghijklmnopqrstuvwxyz0123456789>',
					'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
				},
			}),
		)
		expect(mail.subject).toBe(
			'Confirme a sua subscrição — acção necessária para não perder as novidades do mês de Novembro',
		)
		expect(mail.to).toBe('joao@example.com')
		expect(mail.from).toBe('Ricardo Branco <ola@example.com>')
		expect(mail.replyTo).toBe('Visitante Çá <visitante@example.com>')
		expect(mail.headers['list-unsubscribe']).toBe(
			'<https://ricardobranco.example/newsletter/cancelar?token=abcdefghijklmnopqrstuvwxyz0123456789>',
		)
		expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
		expect(mail.text).toBe(portugueseText)
		expect(mail.html).toBe(portugueseHtml)
	})

	test('base64 bodies and base64 encoded-word subjects are decoded, with Unix line breaks too', async () => {
		const mail = parseEml(
			await generate(
				{
					to: 'Ana Simões <ana@example.com>',
					subject: 'Pré-reserva: «IA para a Minha Avó» ✓',
					text: portugueseText,
					html: portugueseHtml,
					textEncoding: 'base64',
				},
				'unix',
			),
		)
		expect(mail.subject).toBe('Pré-reserva: «IA para a Minha Avó» ✓')
		expect(mail.to).toBe('Ana Simões <ana@example.com>')
		expect(mail.text).toBe(portugueseText)
		expect(mail.html).toBe(portugueseHtml)
	})

	test('a text-only message has its text and no html, and a missing Reply-To is undefined', async () => {
		const mail = parseEml(await generate({ to: 'a@example.com', subject: 'Só texto', text: 'Linha um\nLinha dois' }))
		expect(mail.text).toBe('Linha um\nLinha dois')
		expect(mail.html).toBe('')
		expect(mail.replyTo).toBeUndefined()
	})

	test('the body parts are found inside a multipart/mixed message with an attachment, which is skipped', async () => {
		const mail = parseEml(
			await generate({
				to: 'a@example.com',
				subject: 'Com anexo',
				text: 'O texto ç',
				html: '<p>O HTML ç</p>',
				attachments: [{ filename: 'notas.txt', content: 'não é o corpo', contentType: 'text/plain' }],
			}),
		)
		expect(mail.text).toBe('O texto ç')
		expect(mail.html).toBe('<p>O HTML ç</p>')
	})

	test('an ISO-8859-1 quoted-printable subject and body are decoded to the same text', () => {
		const raw = Buffer.concat([
			Buffer.from(
				'Subject: =?ISO-8859-1?Q?Informa=E7=E3o_sobre_a?=\r\n =?ISO-8859-1?Q?_reserva?=\r\nTo: a@example.com\r\n' +
					'Content-Type: text/plain; charset="ISO-8859-1"\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\n',
			),
			Buffer.from('Informa=E7=E3o: pre=E7o 12,90 =A7=\r\n.\r\n'),
		])
		const mail = parseEml(raw)
		expect(mail.subject).toBe('Informação sobre a reserva')
		expect(mail.text).toBe('Informação: preço 12,90 §.')
	})
})
