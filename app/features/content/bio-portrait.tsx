import { Icon } from '#app/components/ui/icon.tsx'
import { OWNER } from '#app/config/owner.ts'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import { initialsOf } from '#app/lib/initials.ts'

/** First letters of the first two words of the owner's name ("RB"). */
const MONOGRAM = initialsOf(OWNER.name)

/**
 * The owner's card beside the bio: the bio photo when one is stored, otherwise a monogram
 * over the Atlantic palette, so the page keeps its shape without a photo. Name, role and
 * base sit below either way.
 */
export function BioPortrait({ imageUrl, imageAlt }: { imageUrl: string | null; imageAlt?: string | null }) {
	const { t } = useI18n()
	return (
		<figure className="overflow-hidden rounded-card bg-ocean-900 text-white shadow-card">
			{imageUrl ? (
				<img
					src={imageUrl}
					alt={imageAlt || t('bio.portraitAlt')}
					width={800}
					height={1000}
					decoding="async"
					className="aspect-[4/5] w-full bg-ocean-800 object-cover"
				/>
			) : (
				<div
					aria-hidden="true"
					className="relative grid aspect-[16/9] place-items-center overflow-hidden lg:aspect-[4/5]"
				>
					<div className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgb(31_122_140/0.6),transparent_60%),radial-gradient(ellipse_at_bottom_left,rgb(180_77_50/0.35),transparent_55%)]" />
					<svg
						aria-hidden="true"
						viewBox="0 0 400 120"
						preserveAspectRatio="none"
						className="absolute inset-x-0 bottom-0 h-1/3 w-full text-sea-600/40"
						fill="currentColor"
					>
						<path d="M0 60 Q100 20 200 60 T400 60 V120 H0Z" />
						<path d="M0 90 Q100 55 200 90 T400 90 V120 H0Z" className="text-ocean-950/60" fill="currentColor" />
					</svg>
					<span className="relative grid size-28 place-items-center rounded-full border border-sand-100/40 bg-ocean-950/30 font-display text-5xl font-semibold tracking-tight text-sand-50 ring-8 ring-white/5 backdrop-blur-sm lg:size-40 lg:text-7xl">
						{MONOGRAM}
					</span>
				</div>
			)}
			<figcaption className="px-6 py-5">
				<p className="font-display text-2xl font-semibold text-white">{OWNER.name}</p>
				<p className="mt-1 text-sea-300">{t('meta.role')}</p>
				<p className="mt-3 flex items-center gap-2 text-sm text-sand-100">
					<Icon name="map-pin" className="size-4 shrink-0" />
					{t('bio.location')}
				</p>
			</figcaption>
		</figure>
	)
}
