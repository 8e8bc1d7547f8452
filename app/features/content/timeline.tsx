import { Icon } from '#app/components/ui/icon.tsx'
import type { TimelineEntry } from './bio.server.ts'

/** A year alone ("2014") is a valid machine date; anything else ("2009–2012") stays text. */
function Year({ year }: { year: string }) {
	return /^\d{4}$/.test(year) ? <time dateTime={year}>{year}</time> : year
}

/** The rail from a milestone's icon down to the next one's. */
const rail =
	'before:absolute before:top-12 before:-bottom-6 before:left-5 before:w-0.5 before:-translate-x-1/2 before:rounded-full before:bg-gradient-to-b before:from-sea-600/50 before:to-sea-300/60 md:before:top-14 md:before:-bottom-8 md:before:left-[10rem]'

/**
 * The bio's milestones as a vertical timeline: on a phone a rail on the left with the
 * year above each card; from tablet width the year gets its own column left of the rail.
 * The last milestone (the present) is marked in the accent colour.
 */
export function Timeline({ entries }: { entries: readonly TimelineEntry[] }) {
	return (
		<ol className="mt-10 space-y-8 md:space-y-10">
			{entries.map((entry, index) => {
				const current = index === entries.length - 1
				return (
					<li
						// biome-ignore lint/suspicious/noArrayIndexKey: milestones have no id; the list never reorders on the page
						key={index}
						className={`relative grid grid-cols-[2.5rem_1fr] gap-x-4 gap-y-2 md:grid-cols-[7rem_3rem_1fr] md:gap-x-6 ${current ? '' : rail}`}
					>
						<p className="col-start-2 row-start-1 self-end text-sm font-semibold tracking-wider text-sea-700 uppercase md:col-start-1 md:self-start md:pt-2.5 md:text-right md:font-display md:text-3xl md:tracking-tight md:text-ocean-800 md:normal-case">
							<Year year={entry.year} />
						</p>
						<span
							className={`col-start-1 row-span-2 row-start-1 grid size-10 place-items-center rounded-full border-2 shadow-sm ring-4 ring-sand-50 md:col-start-2 md:row-span-1 md:size-12 ${
								current ? 'border-coral-600 bg-coral-600 text-white' : 'border-sea-600/40 bg-white text-sea-700'
							}`}
						>
							<Icon name={entry.icon} className="size-5" />
						</span>
						<div className="card col-start-2 row-start-2 p-5 md:col-start-3 md:row-start-1 md:p-7">
							<h3 className="text-xl font-semibold md:text-2xl">{entry.title}</h3>
							{entry.descriptionHtml ? (
								<p
									className="prose-site mt-2 text-base text-muted md:text-lg"
									// Rendered from markdown on the server, with raw HTML escaped (markdown.server.ts).
									// biome-ignore lint/security/noDangerouslySetInnerHtml: safe server-rendered markdown
									dangerouslySetInnerHTML={{ __html: entry.descriptionHtml }}
								/>
							) : null}
						</div>
					</li>
				)
			})}
		</ol>
	)
}
