/** The contact form's limits (docs/product/rules.md), for the schema and the fields' HTML attributes alike. */
export const CONTACT_LIMITS = {
	name: { min: 2, max: 100 },
	email: { max: 255 },
	subject: { min: 5, max: 200 },
	message: { min: 10, max: 2000 },
} as const

export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message', 'gdprConsent'] as const
