/**
 * The owner's e-mail about a new contact message (the site promises a reply within 24
 * hours, so the owner must hear of it at once). Written in Portuguese, the owner's
 * language; replying goes straight to the visitor.
 */
import { getEnv } from '#app/config/env.server.ts'
import { OWNER } from '#app/config/owner.ts'
import { renderMail } from '#app/features/mail/mail-layout.server.ts'
import type { OutgoingMail } from '#app/features/mail/outbox.server.ts'
import { LOCALE_NAME, type Locale } from '#app/i18n/locales.ts'
import type { ContactSubmission } from './contact-schema.ts'

/** Where the owner's notifications go: `OWNER_EMAIL`, else the owner's public address. */
export function ownerNotificationAddress(env: { OWNER_EMAIL?: string | undefined } = getEnv()): string {
	return env.OWNER_EMAIL ?? OWNER.email
}

export function contactNotification(submission: ContactSubmission, locale: Locale): OutgoingMail {
	const env = getEnv()
	const content = renderMail({
		locale: 'pt-PT',
		heading: `Nova mensagem de ${submission.name}`,
		paragraphs: [
			`Assunto: ${submission.subject}`,
			submission.message,
			`De: ${submission.name} <${submission.email}>\nIdioma do site: ${LOCALE_NAME[locale]}`,
			'Responda a este e-mail para escrever directamente ao visitante. O site promete resposta em 24 horas.',
		],
		footer: [`Recebida através do formulário de contacto de ${env.SITE_URL}.`],
	})
	return {
		kind: 'contact.notification',
		to: ownerNotificationAddress(env),
		locale: 'pt-PT',
		subject: `Contacto do site: ${submission.subject}`,
		// Structured: nodemailer quotes or encodes the name, so whatever the visitor typed as a
		// name (`Ana Silva: spy@evil.example;`) stays a name and never adds an address.
		replyTo: { name: submission.name, address: submission.email },
		...content,
	}
}
