import type { ReactNode } from 'react'
import { Icon } from '#app/components/ui/icon.tsx'
import { useI18n } from '#app/i18n/i18n-context.tsx'

/**
 * A link that leaves the site in a new tab, without handing that tab this window, and says
 * so to assistive technology. `context` (e.g. the project's title) is read after the
 * visible label, so several 'Visit' links stay distinguishable.
 */
export function NewTabLink({
	href,
	children,
	context,
	className,
}: {
	href: string
	children: ReactNode
	context?: string
	className?: string
}) {
	const { t } = useI18n()
	return (
		<a href={href} target="_blank" rel="noopener noreferrer" className={className}>
			{children}
			<span className="sr-only">
				{context ? `: ${context}` : ''} {t('a11y.opensInNewTab')}
			</span>
			<Icon name="external-link" className="size-4 shrink-0" />
		</a>
	)
}

/** The look of a text link at the foot of a card. */
export const cardLinkClass =
	'inline-flex min-h-11 items-center gap-1.5 font-semibold text-coral-700 underline decoration-coral-700/30 decoration-2 underline-offset-4 transition-colors hover:text-coral-600 hover:decoration-coral-600'
