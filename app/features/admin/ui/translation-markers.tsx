/**
 * Which languages a list item is written in (docs/product/behaviour.md, "Translations"): a
 * PT, EN, ES chip each, filled (a tick) or missing (dashed, struck through), and said to
 * screen readers ('Traduzido: inglês', 'Falta: espanhol'), so it never rests on colour.
 */
import { Check, Minus } from 'lucide-react'
import { LOCALE_SHORT, LOCALES } from '#app/i18n/locales.ts'
import type { LocalizedText } from '#app/i18n/localized-text.ts'
import { ADMIN_TEXTS } from '../admin-texts.ts'
import { filledLocales } from '../content/translations.ts'

const T = ADMIN_TEXTS.content

export function TranslationMarkers({ texts }: { texts: (LocalizedText | null | undefined)[] }) {
	const filled = new Set(filledLocales(...texts))
	return (
		<ul aria-label={T.translationsLabel} className="flex flex-wrap gap-1.5" data-testid="translation-markers">
			{LOCALES.map((locale) => {
				const present = filled.has(locale)
				const name = T.languageNames[locale]
				return (
					<li
						key={locale}
						data-locale={locale}
						data-filled={present}
						title={present ? T.translationFilled(name) : T.translationMissingMarker(name)}
						className={`inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold ${
							present
								? 'border-sea-700/30 bg-sea-100 text-sea-700'
								: 'border-dashed border-coral-700/50 bg-white text-coral-700'
						}`}
					>
						{present ? (
							<Check aria-hidden="true" className="size-3" />
						) : (
							<Minus aria-hidden="true" className="size-3" />
						)}
						<span aria-hidden="true" className={present ? '' : 'line-through'}>
							{LOCALE_SHORT[locale]}
						</span>
						<span className="sr-only">{present ? T.translationFilled(name) : T.translationMissingMarker(name)}</span>
					</li>
				)
			})}
		</ul>
	)
}
