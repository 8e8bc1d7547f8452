import { type ReactNode, useId, useState } from 'react'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import { CHOICE_BUTTON, type CookiePreferencesProps, QUIET_BUTTON } from './cookie-preferences-props.ts'

/**
 * A native checkbox drawn as a switch (role="switch"): the knob is a background gradient, so
 * it needs no extra element and the whole row's label toggles it.
 */
const switchClass =
	'h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-muted bg-[radial-gradient(circle,white_0_8px,transparent_9px)] bg-size-[1.5rem_1.5rem] bg-position-[left_center] bg-no-repeat transition-[background-position,background-color] checked:bg-sea-600 checked:bg-position-[right_center] disabled:cursor-not-allowed disabled:opacity-70'

/**
 * The banner's second view: a switch per purpose of cookies, all off until the visitor turns
 * one on; Back returns to the summary, Save records the choice. Loaded on first use
 * (cookie-banner.tsx).
 */
export default function CookiePreferences({ heading, headingClass, onBack, onSave }: CookiePreferencesProps) {
	const { t } = useI18n()
	const [choice, setChoice] = useState({ analytics: false, marketing: false })
	const id = useId()
	return (
		<form
			onSubmit={(event) => {
				event.preventDefault()
				onSave(choice)
			}}
		>
			<h2 ref={heading} tabIndex={-1} className={`${headingClass} pr-10 lg:pr-0`}>
				{t('cookieBanner.detailTitle')}
			</h2>
			<ul className="mt-4 divide-y divide-sand-200 lg:grid lg:grid-cols-3 lg:gap-4 lg:divide-y-0">
				<Purpose id={`${id}-essential`} name={t('cookieBanner.essential')} body={t('cookieBanner.essentialBody')}>
					<span className="text-xs font-semibold tracking-wide text-sea-700 uppercase">
						{t('cookieBanner.alwaysOn')}
					</span>
					<input
						type="checkbox"
						role="switch"
						id={`${id}-essential-switch`}
						checked
						aria-checked="true"
						disabled
						readOnly
						aria-labelledby={`${id}-essential`}
						aria-describedby={`${id}-essential-body`}
						className={switchClass}
					/>
				</Purpose>
				{(['analytics', 'marketing'] as const).map((purpose) => (
					<Purpose
						key={purpose}
						id={`${id}-${purpose}`}
						name={t(`cookieBanner.${purpose}`)}
						body={t(`cookieBanner.${purpose}Body`)}
					>
						<input
							type="checkbox"
							role="switch"
							id={`${id}-${purpose}-switch`}
							name={purpose}
							checked={choice[purpose]}
							aria-checked={choice[purpose]}
							onChange={(event) => setChoice((current) => ({ ...current, [purpose]: event.target.checked }))}
							aria-labelledby={`${id}-${purpose}`}
							aria-describedby={`${id}-${purpose}-body`}
							className={switchClass}
						/>
					</Purpose>
				))}
			</ul>
			<div className="mt-5 grid grid-cols-[auto_1fr] gap-2.5 lg:flex lg:justify-end">
				<button type="button" onClick={onBack} className={QUIET_BUTTON}>
					{t('cookieBanner.back')}
				</button>
				<button type="submit" className={`${CHOICE_BUTTON} lg:w-auto`}>
					{t('cookieBanner.save')}
				</button>
			</div>
		</form>
	)
}

/** One purpose of cookies: its name and what it does, with its switch on the right. */
function Purpose({ id, name, body, children }: { id: string; name: string; body: string; children: ReactNode }) {
	return (
		<li className="py-3.5 first:pt-0 last:pb-0 lg:rounded-2xl lg:border lg:border-sand-200 lg:bg-sand-50 lg:p-4 lg:first:pt-4 lg:last:pb-4">
			{/* The whole row toggles the switch. */}
			<label htmlFor={`${id}-switch`} className="flex cursor-pointer items-start justify-between gap-4">
				<span>
					<span id={id} className="block font-semibold text-ink">
						{name}
					</span>
					<span id={`${id}-body`} className="mt-1 block text-sm leading-relaxed text-muted">
						{body}
					</span>
				</span>
				<span className="flex shrink-0 flex-col items-end gap-1.5 pt-0.5">{children}</span>
			</label>
		</li>
	)
}
