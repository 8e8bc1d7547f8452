/** A pending subscriber gets the confirmation mail at most once in this many minutes, signup included (client-safe). */
export const RESEND_INTERVAL_MINUTES = 10
