/**
 * Where the end-to-end tests run the built server, shared by the Playwright config and
 * the tests (which compare absolute URLs against SITE_URL).
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210)

/** The site's own origin: the base URL of every test and the server's SITE_URL. */
export const SITE_URL = `http://localhost:${E2E_PORT}`

/**
 * The external digital-kit site the kit page sends visitors to. Nothing listens there
 * (port 9, discard); the test fixtures answer it with a stub page.
 */
export const DIGITAL_KIT_URL = 'http://127.0.0.1:9/kit'
