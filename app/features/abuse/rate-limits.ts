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
	dataRequest: { window: 10 * 60, max: 5 },
} as const satisfies Record<string, { window: number; max: number }>

export type RateLimitedForm = keyof typeof FORM_RATE_LIMITS
