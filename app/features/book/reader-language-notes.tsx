import { Link } from 'react-router'
import { Icon } from '#app/components/ui/icon.tsx'
import { equivalentPath, linkPath } from '#app/i18n/route-table.ts'

/** What an English or Spanish reader is told on the Portuguese-only book page, in their language. */
const NOTES = {
	en: {
		text: 'This book is written in European Portuguese.',
		link: 'About the book in English',
	},
	es: {
		text: 'Este libro está escrito en portugués europeo.',
		link: 'Sobre el libro en español',
	},
} as const

/**
 * Both notes are in the page's HTML, hidden; the head script marks `<html>` with the
 * browser's language before the first paint and CSS shows the matching one
 * (app/i18n/reader-language.ts), so nothing shifts and the cached page stays one page.
 * Each links to the part of that language's home that presents the book.
 */
export function ReaderLanguageNotes() {
	return (
		<>
			{(['en', 'es'] as const).map((language) => (
				<p
					key={language}
					lang={language}
					data-reader-note={language}
					className="mt-6 grid-cols-[auto_1fr] gap-x-3 rounded-2xl border border-ocean-200 bg-white/80 px-4 py-3 text-base text-ink sm:w-fit"
				>
					<Icon name="languages" className="mt-0.5 size-5 text-ocean-800" />
					<span>{NOTES[language].text}</span>
					<Link
						to={equivalentPath(linkPath('book', 'pt-PT'), language)}
						hrefLang={language}
						className="col-start-2 inline-flex min-h-11 w-fit items-center gap-1 font-semibold text-ocean-800 underline decoration-ocean-800/30 underline-offset-4 hover:decoration-ocean-800"
					>
						{NOTES[language].link}
						<Icon name="arrow-right" className="size-4" />
					</Link>
				</p>
			))}
		</>
	)
}
