import { useRef } from 'react'
import { useNavigate } from 'react-router'
import { Icon } from '#app/components/ui/icon.tsx'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import { saveLanguagePreference, storeLanguagePreference } from '#app/i18n/language-preference.ts'
import type { Locale } from '#app/i18n/locales.ts'
import { homePath } from '#app/i18n/route-table.ts'
import { SUGGESTION_TEXTS } from './suggestion-texts.ts'

/**
 * A toast-like card at the bottom right (docs/product/pages.md, behaviour.md) offering the browser's language.
 * Accept switches to that language's home and remembers it; keep and close remember the
 * page's language, so it is not offered again. It never takes the focus by itself.
 */
export function LanguageSuggestion({ target, onDone }: { target: Locale; onDone: () => void }) {
	const { locale } = useI18n()
	const navigate = useNavigate()
	const region = useRef<HTMLElement>(null)
	const texts = SUGGESTION_TEXTS[target]
	if (!texts) return null

	function finish() {
		const hadFocus = Boolean(region.current?.contains(document.activeElement))
		onDone()
		if (hadFocus) document.getElementById('main')?.focus({ preventScroll: true })
	}

	function accept() {
		saveLanguagePreference(locale, target)
		onDone()
		void navigate(homePath(target))
	}

	function keep() {
		storeLanguagePreference(locale)
		finish()
	}

	return (
		<section
			ref={region}
			lang={target}
			aria-label={texts.label}
			data-language-suggestion={target}
			className="pointer-events-auto relative mx-3 mb-3 w-[calc(100%-1.5rem)] self-end rounded-card border border-sand-200 bg-white p-5 shadow-card sm:max-w-md sm:mx-0 sm:mb-0 sm:w-full"
		>
			<div className="flex items-start gap-3 pr-10">
				<span className="flex size-10 shrink-0 items-center justify-center rounded-2xl bg-ocean-100 text-ocean-800">
					<Icon name="languages" className="size-5" />
				</span>
				<p className="pt-0.5 font-semibold leading-snug text-ink">{texts.question}</p>
			</div>
			<div className="mt-4 grid gap-2 sm:flex sm:flex-wrap">
				<button type="button" onClick={accept} className="btn bg-ocean-900 px-5 text-white hover:bg-ocean-800">
					{texts.accept}
				</button>
				<button type="button" onClick={keep} className="btn-secondary px-5">
					{texts.keep}
				</button>
			</div>
			<button
				type="button"
				onClick={keep}
				aria-label={texts.close}
				title={texts.close}
				className="absolute top-2 right-2 flex size-11 cursor-pointer items-center justify-center rounded-full text-muted hover:bg-sand-100 hover:text-ink"
			>
				<Icon name="x" className="size-5" />
			</button>
		</section>
	)
}
