import { Icon } from '#app/components/ui/icon.tsx'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import { cardLinkClass, NewTabLink } from './new-tab-link.tsx'
import type { ProjectCardData } from './projects.server.ts'

/** Images are shown at 3:2 whatever their own shape, so nothing moves as they load. */
const IMAGE_WIDTH = 1200
const IMAGE_HEIGHT = 800

/**
 * A project in the grid: image, optional subtitle, title, description and an optional
 * 'Visit' link to its site. `eager` for the cards of the first row, above the fold.
 */
export function ProjectCard({ project, eager }: { project: ProjectCardData; eager: boolean }) {
	const { t } = useI18n()
	return (
		<article className="card flex w-full flex-col overflow-hidden">
			{project.imageUrl ? (
				<img
					src={project.imageUrl}
					alt={project.imageAlt}
					width={IMAGE_WIDTH}
					height={IMAGE_HEIGHT}
					loading={eager ? 'eager' : 'lazy'}
					decoding="async"
					className="aspect-[3/2] w-full bg-sand-100 object-cover"
				/>
			) : (
				<div
					aria-hidden="true"
					className="grid aspect-[3/2] w-full place-items-center bg-gradient-to-br from-ocean-800 to-sea-600 text-sea-100"
				>
					<Icon name="sparkles" className="size-10" />
				</div>
			)}
			<div className="flex flex-1 flex-col p-6">
				{/* The subtitle belongs to the heading: one <hgroup>, read together. */}
				<hgroup>
					{project.subtitle ? (
						<p className="text-sm font-semibold tracking-wide text-sea-700">{project.subtitle}</p>
					) : null}
					<h2 className={`text-2xl leading-snug font-semibold ${project.subtitle ? 'mt-2' : ''}`}>{project.title}</h2>
				</hgroup>
				<p className="mt-3 leading-relaxed text-muted">{project.description}</p>
				{project.externalUrl ? (
					<div className="mt-auto pt-5">
						<NewTabLink href={project.externalUrl} context={project.title} className={cardLinkClass}>
							{t('projects.visit')}
						</NewTabLink>
					</div>
				) : null}
			</div>
		</article>
	)
}
