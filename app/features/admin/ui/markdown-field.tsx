/**
 * A markdown textarea with a live preview (docs/product/pages.md), rendered by the site's own renderer
 * (`#app/lib/markdown.ts`: raw HTML escaped, script URLs refused), so the admin sees what
 * visitors will. Imported only by admin routes: markdown-it never reaches a public page.
 */
import { useDeferredValue, useId, useState } from 'react'
import { renderMarkdownWith } from '#app/lib/markdown.ts'

const PREVIEW_OPTIONS = { newTabHint: '(abre num novo separador)' }

export interface MarkdownFieldProps {
	name: string
	label: string
	defaultValue?: string
	rows?: number
	error?: string
	required?: boolean
}

export function MarkdownField({ name, label, defaultValue = '', rows = 10, error, required }: MarkdownFieldProps) {
	const [source, setSource] = useState(defaultValue)
	const deferred = useDeferredValue(source)
	const id = useId()
	const html = renderMarkdownWith(deferred, PREVIEW_OPTIONS)
	return (
		<div className="grid grid-cols-1 gap-1.5">
			<div className="flex flex-wrap items-baseline justify-between gap-2">
				<label htmlFor={`${id}-input`} className="text-sm font-medium">
					{label}
				</label>
				<span className="text-xs text-muted">Markdown: **negrito**, *itálico*, [texto](https://…), listas: - item</span>
			</div>
			<div className="grid grid-cols-1 gap-3 lg:grid-cols-2">
				<textarea
					id={`${id}-input`}
					name={name}
					rows={rows}
					defaultValue={defaultValue}
					required={required}
					aria-invalid={error ? true : undefined}
					aria-describedby={error ? `${id}-error` : undefined}
					onChange={(event) => setSource(event.currentTarget.value)}
					className="field resize-y font-mono text-sm leading-relaxed"
				/>
				<section
					aria-label={`Pré-visualização: ${label}`}
					className="min-h-32 overflow-auto rounded-xl border border-dashed border-sand-300 bg-sand-50 px-4 py-3"
				>
					<p className="mb-2 text-xs font-semibold tracking-wide text-muted uppercase">Pré-visualização</p>
					{deferred.trim() ? (
						<div
							data-testid="markdown-preview"
							className="prose-site text-base"
							// Rendered by the site's markdown renderer: raw HTML is escaped, script URLs are refused.
							// biome-ignore lint/security/noDangerouslySetInnerHtml: safe renderer output, as on the public pages
							dangerouslySetInnerHTML={{ __html: html }}
						/>
					) : (
						<p className="text-sm text-muted italic">Nada para mostrar.</p>
					)}
				</section>
			</div>
			{error ? (
				<p id={`${id}-error`} className="text-sm font-medium text-coral-700">
					{error}
				</p>
			) : null}
		</div>
	)
}
