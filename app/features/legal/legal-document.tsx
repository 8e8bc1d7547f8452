import { Link } from 'react-router'
import { Icon } from '#app/components/ui/icon.tsx'
import type { Locale } from '#app/i18n/locales.ts'
import { linkPath, pagePath } from '#app/i18n/route-table.ts'
import {
	type Block,
	type Inline,
	type LegalDocument,
	type LegalPageData,
	plainText,
	type Rich,
} from './document-model.ts'
import { LEGAL_LABELS } from './legal-labels.ts'

/** A table cell longer than this (characters) is given a wider column. */
const LONG_CELL_CHARACTERS = 120

/** Documents with at least this many sections get a table of contents. */
const CONTENTS_FROM_SECTIONS = 4

/**
 * Scroll shadows for a table wider than its box (a phone): a soft shade appears at an edge
 * while there is more to scroll to on that side. Pure CSS (background-attachment local).
 */
const SCROLL_SHADOWS = {
	background: [
		'linear-gradient(to right, #fff 30%, rgb(255 255 255 / 0)) left center / 3rem 100% no-repeat local',
		'linear-gradient(to left, #fff 30%, rgb(255 255 255 / 0)) right center / 3rem 100% no-repeat local',
		'radial-gradient(farthest-side at 0 50%, rgb(16 33 46 / 0.16), transparent) left center / 0.875rem 100% no-repeat scroll',
		'radial-gradient(farthest-side at 100% 50%, rgb(16 33 46 / 0.16), transparent) right center / 0.875rem 100% no-repeat scroll',
		'#fff',
	].join(', '),
}

const linkClass =
	'font-medium text-sea-700 underline decoration-sea-600/40 underline-offset-4 hover:text-ocean-900 hover:decoration-ocean-900'

function InlineRun({ inline, locale }: { inline: Inline; locale: Locale }) {
	if (typeof inline === 'string') return inline
	if ('strong' in inline) return <strong className="font-semibold text-ink">{inline.strong}</strong>
	if ('code' in inline) {
		return (
			<code className="rounded bg-sand-100 px-1.5 py-0.5 font-mono text-[0.875em] text-ocean-900">{inline.code}</code>
		)
	}
	if ('page' in inline) {
		// A page that does not exist in this language links to its Portuguese version.
		const translated = pagePath(inline.page, locale) !== undefined
		return (
			<Link to={linkPath(inline.page, locale)} hrefLang={translated ? undefined : 'pt-PT'} className={linkClass}>
				{inline.text}
			</Link>
		)
	}
	if ('email' in inline) {
		return (
			<a href={`mailto:${inline.email}`} className={`${linkClass} break-words`}>
				{inline.text ?? inline.email}
			</a>
		)
	}
	return (
		<a href={inline.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
			{inline.text}
			<Icon name="external-link" className="ml-1 inline size-3.5 align-[-0.125em]" />
			<span className="sr-only"> ({LEGAL_LABELS[locale].newTab})</span>
		</a>
	)
}

function RichText({ content, locale }: { content: Rich; locale: Locale }) {
	return content.map((inline, index) => (
		// biome-ignore lint/suspicious/noArrayIndexKey: static runs of one text, never reordered
		<InlineRun key={index} inline={inline} locale={locale} />
	))
}

function BlockView({ block, locale, id }: { block: Block; locale: Locale; id: string }) {
	switch (block.type) {
		case 'paragraph':
			return (
				<p className="mt-4">
					<RichText content={block.content} locale={locale} />
				</p>
			)
		case 'subheading':
			return <h3 className="mt-8 text-xl font-semibold md:text-[1.375rem]">{block.text}</h3>
		case 'list':
			return (
				<ul className="mt-4 list-disc space-y-2 pl-6 marker:text-sea-600">
					{block.items.map((item) => (
						<li key={plainText(item)} className="pl-1">
							<RichText content={item} locale={locale} />
						</li>
					))}
				</ul>
			)
		case 'table':
			return (
				// A wide table scrolls inside its own box, labelled by the caption.
				<section
					aria-labelledby={id}
					// biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
					tabIndex={0}
					className="mt-6 overflow-x-auto rounded-xl border border-sand-200 shadow-card"
					style={SCROLL_SHADOWS}
				>
					<table className="w-full border-collapse text-left text-[0.9375rem] leading-snug">
						<caption id={id} className="px-4 pt-4 pb-3 text-left font-semibold text-ocean-900">
							{block.caption}
						</caption>
						<thead className="border-y border-sand-200 bg-sand-100">
							<tr>
								{block.columns.map((column) => (
									<th
										key={column}
										scope="col"
										className="px-4 py-2.5 text-xs font-semibold tracking-wider text-muted uppercase"
									>
										{column}
									</th>
								))}
							</tr>
						</thead>
						<tbody className="divide-y divide-sand-200">
							{block.rows.map((row) => (
								<tr key={plainText(row[0] ?? [])}>
									{row.map((cell, index) => {
										// Short values never break; prose keeps a readable width and the box scrolls
										// instead, a long passage a wider one (at 12rem it made its row a tall column of
										// short lines, mostly blank beside it on a phone).
										const wrap = block.noWrap?.includes(index)
											? 'whitespace-nowrap'
											: plainText(cell).length > LONG_CELL_CHARACTERS
												? 'min-w-[20rem]'
												: 'min-w-[12rem]'
										return index === 0 ? (
											<th key={block.columns[index]} scope="row" className={`px-4 py-3 align-top font-medium ${wrap}`}>
												<RichText content={cell} locale={locale} />
											</th>
										) : (
											<td key={block.columns[index]} className={`px-4 py-3 align-top text-ink ${wrap}`}>
												<RichText content={cell} locale={locale} />
											</td>
										)
									})}
								</tr>
							))}
						</tbody>
					</table>
				</section>
			)
	}
}

function Blocks({ blocks, locale, idPrefix }: { blocks: readonly Block[]; locale: Locale; idPrefix: string }) {
	return blocks.map((block, index) => (
		// biome-ignore lint/suspicious/noArrayIndexKey: a document's blocks are static and never reordered
		<BlockView key={index} block={block} locale={locale} id={`${idPrefix}-${index}`} />
	))
}

function Contents({ document, labelId }: { document: LegalDocument; labelId: string }) {
	return (
		<nav
			aria-labelledby={labelId}
			className="mt-6 rounded-card border border-sand-200 bg-white p-5 lg:p-0 lg:border-0 lg:bg-transparent"
		>
			<p id={labelId} className="text-xs font-semibold tracking-wider text-muted uppercase">
				{LEGAL_LABELS[document.locale].contents}
			</p>
			<ol className="mt-3 space-y-1 text-[0.9375rem] leading-snug">
				{document.sections.map((section) => (
					<li key={section.id}>
						<a
							href={`#${section.id}`}
							className="block rounded-md py-1.5 text-ocean-800 underline-offset-4 hover:text-sea-700 hover:underline lg:py-1"
						>
							{section.title}
						</a>
					</li>
				))}
			</ol>
		</nav>
	)
}

/**
 * A legal document: its "last updated" date and (for the long ones) a table of contents
 * beside it on wide screens, above it on phones; sections as h2 under the page's h1.
 */
export function LegalDocumentView({ document, updated }: Omit<LegalPageData, 'pageId'>) {
	const { locale } = document
	const labels = LEGAL_LABELS[locale]
	return (
		<div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:items-start lg:gap-16">
			<aside className="mb-10 lg:sticky lg:top-24 lg:mb-0">
				<p className="text-sm text-muted">
					{labels.updated}:{' '}
					<time dateTime={updated.iso} className="font-medium text-ink">
						{updated.text}
					</time>
				</p>
				{document.sections.length >= CONTENTS_FROM_SECTIONS ? (
					<Contents document={document} labelId="legal-contents" />
				) : null}
			</aside>
			<div
				data-testid="legal-document"
				className="min-w-0 max-w-[44rem] text-base leading-relaxed text-ink md:text-[1.0625rem]"
			>
				<div className="text-lg leading-relaxed [&>p:first-child]:mt-0">
					<Blocks blocks={document.intro} locale={locale} idPrefix="intro" />
				</div>
				{document.sections.map((section) => (
					<section key={section.id} aria-labelledby={section.id} className="render-near-view mt-12 md:mt-14">
						<h2 id={section.id} className="text-2xl font-semibold md:text-[1.75rem]">
							{section.title}
						</h2>
						<Blocks blocks={section.blocks} locale={locale} idPrefix={`${section.id}-block`} />
					</section>
				))}
			</div>
		</div>
	)
}
