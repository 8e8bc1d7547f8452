/**
 * Per-language editing (docs/architecture.md "Languages"): PT/EN/ES sub-tabs over the
 * same fields, as the press kit does (docs/product/pages.md). Portuguese is required; English and Spanish
 * are optional and the public site shows the Portuguese text where they are empty. Every
 * language's fields stay in the form (inactive panels are only hidden), so one save sends all.
 * With JavaScript, the English and Spanish panels offer 'Copiar do português': the Portuguese
 * texts go into that language's empty fields, as a starting point for the translation.
 */
import { Copy } from 'lucide-react'
import { type ReactNode, useEffect, useId, useState } from 'react'
import { showAdminToast } from '#app/features/admin/shell/admin-toast.tsx'
import { LOCALE_NAME, LOCALE_SHORT, LOCALES, type Locale } from '#app/i18n/locales.ts'
import { ADMIN_TEXTS } from '../admin-texts.ts'

/** The text fields of a panel, in order (the panels of one set of tabs have the same fields). */
function textFields(panel: HTMLElement | null): (HTMLInputElement | HTMLTextAreaElement)[] {
	if (!panel) return []
	return [...panel.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('textarea[name], input[name]')].filter(
		(field) =>
			field instanceof HTMLTextAreaElement || ['text', 'search', ''].includes(field.getAttribute('type') ?? ''),
	)
}

/** Sets a field's value as typing would, so React's handlers (a live preview) see it. */
function typeInto(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
	const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype
	Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value)
	field.dispatchEvent(new Event('input', { bubbles: true }))
}

/** Copies each Portuguese text of `from` into the matching empty field of `to`; how many were filled. */
export function copyEmptyFields(from: HTMLElement | null, to: HTMLElement | null): number {
	const sources = textFields(from)
	let copied = 0
	for (const [index, field] of textFields(to).entries()) {
		const source = sources[index]?.value ?? ''
		if (field.value.trim() || !source.trim()) continue
		typeInto(field, source)
		copied++
	}
	return copied
}

export interface LanguageTabsProps {
	/** Names the group for assistive technology, e.g. 'Idioma do texto'. */
	label?: string
	/** The fields of one language. */
	children: (locale: Locale) => ReactNode
	/** Languages whose fields have an error: their tab is marked. */
	invalid?: readonly Locale[]
	/** The note beside the tabs; the fallback rule by default, none when null. */
	hint?: ReactNode | null
}

export function LanguageTabs({ label = 'Idioma', children, invalid = [], hint }: LanguageTabsProps) {
	const [active, setActive] = useState<Locale>('pt-PT')
	// The copy button needs JavaScript: it appears once the page is live.
	const [live, setLive] = useState(false)
	useEffect(() => setLive(true), [])
	const id = useId()
	const tabId = (locale: Locale) => `${id}-tab-${locale}`
	const panelId = (locale: Locale) => `${id}-panel-${locale}`

	function onKeyDown(event: React.KeyboardEvent<HTMLDivElement>) {
		const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
		if (!step) return
		event.preventDefault()
		const next = LOCALES[(LOCALES.indexOf(active) + step + LOCALES.length) % LOCALES.length] ?? 'pt-PT'
		setActive(next)
		document.getElementById(tabId(next))?.focus()
	}

	return (
		<div className="grid grid-cols-1 gap-4">
			<div className="flex flex-wrap items-center gap-x-4 gap-y-2">
				<div
					role="tablist"
					aria-label={label}
					onKeyDown={onKeyDown}
					className="inline-flex rounded-full border border-sand-300 bg-sand-50 p-1"
				>
					{LOCALES.map((locale) => {
						const selected = locale === active
						return (
							<button
								key={locale}
								type="button"
								role="tab"
								id={tabId(locale)}
								aria-selected={selected}
								aria-controls={panelId(locale)}
								tabIndex={selected ? 0 : -1}
								title={LOCALE_NAME[locale]}
								onClick={() => setActive(locale)}
								className={`min-h-9 min-w-14 rounded-full px-4 text-sm font-semibold transition-colors ${
									selected ? 'bg-ocean-900 text-white shadow-xs' : 'text-ocean-900 hover:bg-sand-200'
								}`}
							>
								{LOCALE_SHORT[locale]}
								{locale === 'pt-PT' ? <span aria-hidden="true"> *</span> : null}
								{invalid.includes(locale) ? (
									<>
										<span aria-hidden="true" className="ml-1 inline-block size-2 rounded-full bg-coral-600" />
										<span className="sr-only"> (com erros)</span>
									</>
								) : null}
							</button>
						)
					})}
				</div>
				{hint === null ? null : (
					<p className="min-w-0 text-sm text-muted">
						{hint ?? 'PT obrigatório. EN e ES opcionais: quando vazios, o site mostra o texto em português.'}
					</p>
				)}
			</div>
			{LOCALES.map((locale) => (
				<div
					key={locale}
					role="tabpanel"
					id={panelId(locale)}
					aria-labelledby={tabId(locale)}
					hidden={locale !== active}
					className="grid grid-cols-1 gap-5"
				>
					{live && locale !== 'pt-PT' ? (
						<button
							type="button"
							onClick={() => {
								const copied = copyEmptyFields(
									document.getElementById(panelId('pt-PT')),
									document.getElementById(panelId(locale)),
								)
								showAdminToast({
									type: copied ? 'success' : 'error',
									message: copied ? ADMIN_TEXTS.content.copiedFromPortuguese : ADMIN_TEXTS.content.nothingToCopy,
								})
							}}
							className="inline-flex min-h-9 items-center gap-1.5 justify-self-start rounded-full border border-sand-300 bg-white px-3 text-sm font-semibold text-ocean-800 transition-colors hover:bg-sand-100"
						>
							<Copy aria-hidden="true" className="size-4" />
							{ADMIN_TEXTS.content.copyFromPortuguese}
							<span className="sr-only"> ({ADMIN_TEXTS.content.languageNames[locale]})</span>
						</button>
					) : null}
					{children(locale)}
				</div>
			))}
		</div>
	)
}

/** The languages among `locales` whose field `name` has an error in `errors`. */
export function localesWithErrors(errors: Record<string, string> | undefined, ...names: string[]): Locale[] {
	if (!errors) return []
	return LOCALES.filter((locale) => names.some((name) => errors[`${name}.${locale}`]))
}
