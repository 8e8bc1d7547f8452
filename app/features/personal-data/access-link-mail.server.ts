/**
 * The mail that carries a data page's one-time access link, in the language of the page
 * the request came from. Server-only texts (they never travel to a browser).
 */
import { getEnv } from '#app/config/env.server.ts'
import { renderMail } from '#app/features/mail/mail-layout.server.ts'
import type { OutgoingMail } from '#app/features/mail/outbox.server.ts'
import type { Locale } from '#app/i18n/locales.ts'
import { linkPath } from '#app/i18n/route-table.ts'

export const ACCESS_LINK_MAIL_KIND = 'personal-data.access-link'

const TEXTS: Record<
	Locale,
	{ subject: string; heading: string; intro: string; action: string; expiry: string; ignore: string }
> = {
	'pt-PT': {
		subject: 'O seu link para gerir os seus dados pessoais',
		heading: 'Aceda aos seus dados pessoais',
		intro: 'Recebemos um pedido para ver, exportar ou eliminar os dados pessoais associados a este e-mail em {site}.',
		action: 'Abrir os meus dados',
		expiry: 'O link só pode ser usado uma vez e deixa de funcionar ao fim de {minutes} minutos.',
		ignore: 'Se não fez este pedido, ignore esta mensagem: sem este link, ninguém pode ver nem eliminar os seus dados.',
	},
	en: {
		subject: 'Your link to manage your personal data',
		heading: 'Access your personal data',
		intro: 'We received a request to view, export or delete the personal data linked to this e-mail address on {site}.',
		action: 'Open my data',
		expiry: 'The link can be used once only and stops working after {minutes} minutes.',
		ignore:
			'If you did not make this request, ignore this message: without this link, nobody can see or delete your data.',
	},
	es: {
		subject: 'Su enlace para gestionar sus datos personales',
		heading: 'Acceda a sus datos personales',
		intro:
			'Hemos recibido una solicitud para ver, exportar o eliminar los datos personales asociados a este correo electrónico en {site}.',
		action: 'Abrir mis datos',
		expiry: 'El enlace solo puede usarse una vez y deja de funcionar a los {minutes} minutos.',
		ignore:
			'Si no ha hecho esta solicitud, ignore este mensaje: sin este enlace, nadie puede ver ni eliminar sus datos.',
	},
}

/** The absolute URL of the data page with an access token. */
export function accessLinkUrl(token: string, locale: Locale): string {
	const url = new URL(linkPath('dataManagement', locale), `${getEnv().SITE_URL}/`)
	url.searchParams.set('token', token)
	return url.href
}

export function accessLinkMail({
	email,
	token,
	locale,
	minutes,
}: {
	email: string
	token: string
	locale: Locale
	minutes: number
}): OutgoingMail {
	const texts = TEXTS[locale]
	const site = new URL(getEnv().SITE_URL).host
	const { text, html } = renderMail({
		locale,
		heading: texts.heading,
		paragraphs: [texts.intro.replace('{site}', site), texts.expiry.replace('{minutes}', String(minutes))],
		action: { label: texts.action, url: accessLinkUrl(token, locale) },
		footer: [texts.ignore],
	})
	return { kind: ACCESS_LINK_MAIL_KIND, to: email, locale, subject: texts.subject, text, html }
}
