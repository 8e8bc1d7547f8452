import { InnerPage } from '#app/components/layout/inner-page.tsx'
import { EmptyState } from '#app/features/content/empty-state.tsx'
import { HowIWorkCard } from '#app/features/content/how-i-work-card.tsx'
import { ProjectCard } from '#app/features/content/project-card.tsx'
import { getActiveProjects, getHowIWorkHtml } from '#app/features/content/projects.server.ts'
import { headFromLoader } from '#app/features/seo/head-from-loader.ts'
import { pageHead } from '#app/features/seo/page-head.server.ts'
import { messagesFor } from '#app/i18n/catalogues.server.ts'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import { localeFromPath } from '#app/i18n/locales.ts'
import { publicPageHeaders } from '#app/lib/http.ts'
import type { Route } from './+types/projects'

/** The same for every visitor: served from the HTML cache (docs/decisions/002). */
export const headers = publicPageHeaders

/** Cards of the first row on a wide screen load at once; the rest when scrolled near. */
const EAGER_CARDS = 3

export async function loader({ url }: Route.LoaderArgs) {
	const locale = localeFromPath(url.pathname)
	const [projects, howIWorkHtml] = await Promise.all([getActiveProjects(locale), getHowIWorkHtml(locale)])
	return { projects, howIWorkHtml, head: pageHead(url, 'projects'), i18n: messagesFor(locale, ['projects']) }
}

export default function Page({ loaderData }: Route.ComponentProps) {
	const { t } = useI18n()
	const { projects, howIWorkHtml } = loaderData
	return (
		<InnerPage pageId="projects">
			<section aria-label={t('projects.listTitle')}>
				{projects.length > 0 ? (
					<ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
						{projects.map((project, index) => (
							<li key={project.id} className="flex">
								<ProjectCard project={project} eager={index < EAGER_CARDS} />
							</li>
						))}
					</ul>
				) : (
					<EmptyState icon="sparkles" message={t('projects.empty')} />
				)}
			</section>
			<HowIWorkCard html={howIWorkHtml} />
		</InnerPage>
	)
}

export const meta: Route.MetaFunction = headFromLoader
