import type { ReactNode } from 'react'
import { Form, Link, useNavigation } from 'react-router'
import { Icon } from '#app/components/ui/icon.tsx'
import type { IconName } from '#app/components/ui/icon-names.ts'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import { homePath } from '#app/i18n/route-table.ts'

/**
 * What a link page shows: the answer to its button, unless that answer was "too many
 * attempts" — then the link as opened stays on screen, with the rate-limit alert.
 */
export function linkPageView<Opened, Answered extends { status: string }>(
	opened: Opened,
	answered: Answered | undefined,
): { view: Opened | Answered; rateLimited: boolean } {
	const rateLimited = answered?.status === 'rate-limited'
	return { view: answered && !rateLimited ? answered : opened, rateLimited }
}

const TONES = {
	neutral: 'bg-sea-100 text-sea-700',
	success: 'bg-sea-700 text-white',
	problem: 'bg-coral-100 text-coral-700',
} as const

/**
 * The answer card of a newsletter e-mail link's page: an icon, a heading and what to do
 * next. Its content is a live region, so the outcome of the button is announced.
 */
export function LandingCard({
	icon,
	tone = 'neutral',
	title,
	children,
}: {
	icon: IconName
	tone?: keyof typeof TONES
	title: string
	children: ReactNode
}) {
	return (
		<section aria-labelledby="landing-title" className="card mx-auto max-w-2xl p-7 md:p-12">
			<div aria-live="polite">
				<span className={`flex size-14 items-center justify-center rounded-2xl ${TONES[tone]}`}>
					<Icon name={icon} className="size-7" />
				</span>
				<h2 id="landing-title" className="mt-6 text-2xl font-semibold md:text-3xl">
					{title}
				</h2>
				<div className="mt-4 grid gap-4 text-lg leading-relaxed text-muted">{children}</div>
			</div>
		</section>
	)
}

/**
 * The button that acts on the link (a POST: a GET never changes anything, so mail scanners
 * that open links confirm or cancel nothing). The token travels in the form.
 */
export function LinkActionForm({ token, label, pendingLabel }: { token: string; label: string; pendingLabel: string }) {
	const navigation = useNavigation()
	const pending = navigation.state === 'submitting'
	return (
		<Form method="post" className="mt-4">
			<input type="hidden" name="token" value={token} />
			<button type="submit" className="btn-primary" disabled={pending}>
				{pending ? pendingLabel : label}
			</button>
		</Form>
	)
}

/**
 * A sentence of the catalogue with the subscriber's address in it (`{email}`), the address
 * set apart and allowed to wrap anywhere (a long address must not overflow a phone screen).
 */
export function WithEmail({ sentence, email }: { sentence: string; email: string }) {
	const [before, ...after] = sentence.split('{email}')
	return (
		<p>
			{before}
			{after.length > 0 ? <strong className="font-semibold [overflow-wrap:anywhere] text-ink">{email}</strong> : null}
			{after.join(email)}
		</p>
	)
}

/** A short alert inside the card (e.g. rate-limited). */
export function LandingAlert({ children }: { children: ReactNode }) {
	return (
		<p role="alert" className="rounded-xl bg-coral-100 p-4 text-base text-coral-700">
			{children}
		</p>
	)
}

/** The way back: to the home page, or to its newsletter block. */
export function HomeLink({ toSignup = false, label }: { toSignup?: boolean; label?: string }) {
	const { locale, t } = useI18n()
	return (
		<p>
			<Link to={`${homePath(locale)}${toSignup ? '#newsletter' : ''}`} className="btn-secondary mt-2">
				{label ?? t('common.backHome')}
				<Icon name="arrow-right" />
			</Link>
		</p>
	)
}
