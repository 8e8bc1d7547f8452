import { Icon } from '#app/components/ui/icon.tsx'
import type { HomeTestimonial } from '#app/features/content/testimonials.ts'
import { useI18n } from '#app/i18n/i18n-context.tsx'

/** Up to three testimonials (docs/product/pages.md Home); the caller leaves the block out when there are none. */
export function TestimonialsSection({ testimonials }: { testimonials: HomeTestimonial[] }) {
	const { t } = useI18n()
	return (
		<section aria-labelledby="testimonials-title" className="render-near-view bg-ocean-900 text-sand-100">
			<div className="container-page py-20 md:py-28">
				<h2 id="testimonials-title" className="text-title font-semibold text-white">
					{t('home.testimonialsTitle')}
				</h2>
				<ul className="mt-12 grid gap-6 lg:grid-cols-3">
					{testimonials.map((item) => (
						<li key={item.id}>
							<figure className="flex h-full flex-col rounded-card bg-white/5 p-7 ring-1 ring-white/10">
								<Icon name="quote" className="size-8 text-sea-300" />
								<blockquote
									className="testimonial mt-4 flex-1 text-lg leading-relaxed"
									// Rendered from markdown on the server, raw HTML escaped (app/lib/markdown.server.ts).
									// biome-ignore lint/security/noDangerouslySetInnerHtml: safe server-rendered markdown
									dangerouslySetInnerHTML={{ __html: item.html }}
								/>
								<figcaption className="mt-6 flex items-center gap-4">
									{item.photoUrl ? (
										<img
											src={item.photoUrl}
											alt={item.photoAlt}
											width={48}
											height={48}
											loading="lazy"
											className="size-12 rounded-full object-cover"
										/>
									) : (
										<span
											aria-hidden="true"
											className="flex size-12 items-center justify-center rounded-full bg-sea-300 font-semibold text-ocean-950"
										>
											{item.initials}
										</span>
									)}
									<span>
										<span className="block font-semibold text-white">{item.name}</span>
										{item.role ? <span className="block text-sm text-sand-200">{item.role}</span> : null}
									</span>
								</figcaption>
							</figure>
						</li>
					))}
				</ul>
			</div>
		</section>
	)
}
