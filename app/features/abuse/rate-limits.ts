/**
 * How often one client may use each public form: generous for a person, tight for a
 * script. The windows are in seconds. `RATE_LIMIT_SCALE` multiplies every maximum (the
 * benchmark relaxes them; production keeps 1).
 */
export const FORM_RATE_LIMITS = {
	contact: { window: 10 * 60, max: 5 },
	newsletter: { window: 10 * 60, max: 5 },
	newsletterConfirm: { window: 10 * 60, max: 20 },
	prereservation: { window: 10 * 60, max: 5 },
	cookieConsent: { window: 10 * 60, max: 30 },
	/** Access links asked for on the data page, per client. */
	dataRequest: { window: 10 * 60, max: 5 },
	/** Access links sent to one e-mail address (the "client" is the address): a mailbox is not flooded. */
	dataRequestAddress: { window: 60 * 60, max: 3 },
	/** Uses of an access link or a verified session (follow, export, delete), per client. */
	dataAccess: { window: 10 * 60, max: 30 },
} as const satisfies Record<string, { window: number; max: number }>

export type RateLimitedForm = keyof typeof FORM_RATE_LIMITS
