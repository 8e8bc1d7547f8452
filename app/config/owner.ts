/**
 * The site owner's public identity, in one place. Every value here is a PLACEHOLDER
 * for the real owner to replace before going live (see README "Owner identity").
 * Client-safe: nothing secret belongs here.
 */
export interface OwnerIdentity {
	/** True while these are the shipped placeholders; the server warns at start until changed. */
	isPlaceholder: boolean
	name: string
	/** Public contact address shown in the footer and on the contact page. */
	email: string
	/** Social handle shown in the footer's handle line. */
	handle: string
	/** The domain the site lives on, shown in the footer's domain note. */
	domain: string
	social: { instagram: string; linkedin: string; x: string; youtube: string }
	/** Postal address for the legal notice and the privacy policy (controller identification). */
	postalAddress: string
	/** Portuguese tax number (NIF), shown in the legal notice. */
	taxId: string
}

export const OWNER: OwnerIdentity = {
	isPlaceholder: true,
	name: 'Ricardo Branco',
	email: 'ola@example.com',
	handle: '@ricardobranco.digital',
	domain: 'ricardobranco.example',
	social: {
		instagram: 'https://www.instagram.com/example',
		linkedin: 'https://www.linkedin.com/in/example',
		x: 'https://x.com/example',
		youtube: 'https://www.youtube.com/@example',
	},
	postalAddress: 'Rua do Exemplo, 1, 2500-000 Caldas da Rainha, Portugal',
	taxId: '000 000 000',
}

/** The owner's social profiles in display order (footer, book page, `sameAs` in structured data). */
export const SOCIAL_PROFILES = [
	{ network: 'Instagram', icon: 'instagram', href: OWNER.social.instagram },
	{ network: 'LinkedIn', icon: 'linkedin', href: OWNER.social.linkedin },
	{ network: 'X', icon: 'x', href: OWNER.social.x },
	{ network: 'YouTube', icon: 'youtube', href: OWNER.social.youtube },
] as const
