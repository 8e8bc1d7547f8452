import { SOCIAL_PROFILES } from '#app/config/owner.ts'
import { useI18n } from '#app/i18n/i18n-context.tsx'

/** The brand marks, a static sprite so they cost no JavaScript (docs/decisions/007). */
const SOCIAL_SPRITE = '/images/social-icons.svg'

/** The owner's social profiles as round icon links, each named for screen readers. */
export function SocialLinks({ label, linkClassName }: { label: string; linkClassName: string }) {
	const { t } = useI18n()
	return (
		<ul className="flex gap-2" aria-label={label}>
			{SOCIAL_PROFILES.map(({ network, icon, href }) => (
				<li key={network}>
					<a href={href} target="_blank" rel="noopener noreferrer me" className={linkClassName}>
						<svg aria-hidden="true" focusable="false" className="size-5">
							<use href={`${SOCIAL_SPRITE}#${icon}`} />
						</svg>
						<span className="sr-only">
							{network} {t('a11y.opensInNewTab')}
						</span>
					</a>
				</li>
			))}
		</ul>
	)
}
