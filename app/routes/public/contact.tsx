import { data } from 'react-router'
import { InnerPage } from '#app/components/layout/inner-page.tsx'
import { Icon } from '#app/components/ui/icon.tsx'
import { OWNER } from '#app/config/owner.ts'
import { submitContact } from '#app/features/contact/contact.server.ts'
import { ContactForm } from '#app/features/contact/contact-form.tsx'
import { getCachedSetting } from '#app/features/content/settings.server.ts'
import { skipRevalidationAfterPost, submitOrKeepValues } from '#app/features/forms/client-form-action.ts'
import { readForm } from '#app/features/forms/read-form.server.ts'
import { headFromLoader } from '#app/features/seo/head-from-loader.ts'
import { pageHead } from '#app/features/seo/page-head.server.ts'
import { messagesFor } from '#app/i18n/catalogues.server.ts'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import { localeFromPath } from '#app/i18n/locales.ts'
import { localize } from '#app/i18n/localized-text.ts'
import { clientAddressContext } from '#app/lib/client-address.server.ts'
import { publicPageHeaders } from '#app/lib/http.ts'
import type { Route } from './+types/contact'

/** The same for every visitor: served from the HTML cache (docs/decisions/002). */
export const headers = publicPageHeaders

export async function loader({ url }: Route.LoaderArgs) {
	const locale = localeFromPath(url.pathname)
	const intro = await getCachedSetting('contact_intro')
	return {
		intro: localize(intro, locale),
		head: pageHead(url, 'contact'),
		i18n: messagesFor(locale, ['contact', 'forms']),
	}
}

/** The contact form's submission, with or without JavaScript (the page shows the answer). */
export async function action({ request, url, context }: Route.ActionArgs) {
	const locale = localeFromPath(url.pathname)
	const answer = await submitContact(await readForm(request), locale, context.get(clientAddressContext))
	return data(answer.state, { status: answer.status })
}

/** With JavaScript: an unreachable server still leaves the form filled in (client-form-action.ts). */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
	return submitOrKeepValues(request, serverAction)
}

/** A sent message changes nothing the page shows, so nothing reloads after it. */
export const shouldRevalidate = skipRevalidationAfterPost

/** Contact (docs/product/pages.md): the intro, the place of the form, and the direct e-mail with the 24-hour promise. */
export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
	const { t } = useI18n()
	return (
		<InnerPage pageId="contact">
			<div className="grid gap-10 lg:grid-cols-[1fr_22rem] lg:gap-16">
				<div>
					{loaderData.intro ? (
						<p className="prose-site text-xl leading-relaxed whitespace-pre-line">{loaderData.intro}</p>
					) : null}
					<section aria-labelledby="contact-form-title" id="formulario" className="card mt-10 p-7 md:p-10">
						<h2 id="contact-form-title" className="text-2xl font-semibold">
							{t('contact.formTitle')}
						</h2>
						<p className="mt-3 mb-8 leading-relaxed text-muted">{t('contact.writeBody')}</p>
						<ContactForm pageAnswer={actionData} />
					</section>
				</div>
				<aside
					aria-labelledby="contact-direct-title"
					className="self-start rounded-card bg-ocean-900 p-7 text-sand-100"
				>
					<h2 id="contact-direct-title" className="text-2xl font-semibold text-white">
						{t('contact.directTitle')}
					</h2>
					<p className="mt-3 text-sand-200">{t('contact.directBody')}</p>
					<a
						href={`mailto:${OWNER.email}`}
						className="mt-2 inline-flex items-center gap-2 text-lg font-semibold break-all text-white underline underline-offset-4 hover:text-sea-300"
					>
						<Icon name="mail" />
						{OWNER.email}
					</a>
					<p className="mt-6 flex gap-3 border-t border-white/15 pt-6">
						<Icon name="clock" className="mt-0.5 size-5 shrink-0 text-sea-300" />
						<span>{t('contact.replyPromise')}</span>
					</p>
					<p className="mt-4 flex gap-3">
						<Icon name="map-pin" className="mt-0.5 size-5 shrink-0 text-sea-300" />
						<span>{t('contact.location')}</span>
					</p>
				</aside>
			</div>
		</InnerPage>
	)
}

export const meta: Route.MetaFunction = headFromLoader
