/** An admin may send a pending subscriber the confirmation mail again at most once in this many minutes (client-safe). */
export const RESEND_INTERVAL_MINUTES = 10
