/** What the home page shows of a testimonial (SPEC §2 Home, §3 testimonials). */
export interface HomeTestimonial {
	id: string
	name: string
	initials: string
	role: string | undefined
	/** The testimonial's markdown, rendered on the server (safe HTML). */
	html: string
	photoUrl: string | null
}

/** The home page shows at most this many testimonials (SPEC §9). */
export const HOME_TESTIMONIALS_LIMIT = 3

/** Avatar initials: the first letters of the first two words of the name (SPEC §3). */
export function initialsOf(name: string): string {
	return name
		.trim()
		.split(/\s+/)
		.slice(0, 2)
		.map((word) => word.charAt(0).toLocaleUpperCase('pt-PT'))
		.join('')
}
