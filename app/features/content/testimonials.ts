/** What the home page shows of a testimonial (docs/product/pages.md Home, §3 testimonials). */
export interface HomeTestimonial {
	id: string
	name: string
	initials: string
	role: string | undefined
	/** The testimonial's markdown, rendered on the server (safe HTML). */
	html: string
	photoUrl: string | null
	/** The photo's alternative text in the page's language; '' when decorative (the name is beside it). */
	photoAlt: string
}

/** The home page shows at most this many testimonials (docs/product/rules.md). */
export const HOME_TESTIMONIALS_LIMIT = 3
