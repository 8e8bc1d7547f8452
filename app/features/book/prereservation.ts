/**
 * The book pre-reservation's facts (docs/product/behaviour.md, rules.md), shared by the server, the dialog and
 * the book page's inline form. Client-safe and tiny: the home page loads it eagerly.
 */

/** The fields, in the order their errors are reported (the first one is the toast). */
export const PRERESERVATION_FIELDS = ['name', 'email', 'privacy'] as const

export const PRERESERVATION_LIMITS = { name: { max: 100 }, email: { max: 255 } } as const

/** The hidden field saying which language the visitor reads (the dialog also opens on /en and /es). */
export const LOCALE_FIELD = 'locale'

/** docs/product/rules.md: the dialog opens by itself this long after the first visit to a home page… */
export const AUTO_OPEN_DELAY_MS = 4000
/** …and closes by itself this long after a successful reservation. */
export const SUCCESS_CLOSE_MS = 3000
/** docs/product/data.md, rules.md: stored once the dialog has been shown, so it never opens by itself again. */
export const SEEN_STORAGE_KEY = 'hasSeenBookModal'
