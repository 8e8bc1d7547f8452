/**
 * Browser tests against the production build (`npm run test:e2e` builds first). The built
 * server runs on its own port with a fresh, throw-away data folder, so every run starts
 * from an empty embedded database. Browsers are never downloaded: the system Chromium is used.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { defineConfig } from '@playwright/test'
import { SERVER_NODE_ENV, SERVER_NODE_FLAGS } from './server/node-flags.ts'
import { ADMIN_CREDENTIALS } from './tests/e2e/support/admin-accounts.ts'
import { DIGITAL_KIT_URL, E2E_PORT, SITE_URL } from './tests/e2e/support/server.ts'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/support/chromium.ts'

/**
 * The config is evaluated by the runner and again by each worker; workers inherit the
 * runner's environment, so only the runner creates (and later removes) the data folder.
 */
function temporaryDataDir(): string {
	const existing = process.env.E2E_DATA_DIR
	if (existing) return existing
	const created = mkdtempSync(path.join(os.tmpdir(), 'site-e2e-data-'))
	process.env.E2E_DATA_DIR = created
	process.on('exit', () => rmSync(created, { recursive: true, force: true }))
	return created
}

/** Tag of the tests that change the site for everyone (see the 'site-wide' projects). */
const SITE_WIDE = /@site-wide/
const DESKTOP = { viewport: { width: 1280, height: 800 } }
/**
 * The site-wide journeys about the book: its facts and the pre-reservation switch (the Livro
 * tab). They share no state with the other site-wide journeys (the bio, the lists, the site's
 * texts), so the two groups run side by side, each one journey at a time.
 */
const BOOK_JOURNEYS = ['**/admin-book.spec.ts', '**/admin-inbox.spec.ts']

export default defineConfig({
	testDir: 'tests/e2e',
	fullyParallel: true,
	forbidOnly: Boolean(process.env.CI),
	retries: process.env.CI ? 1 : 0,
	workers: 2,
	// Generous for a shared two-core machine: on a loaded day an axe scan took 5–10 s and a
	// dashboard page 1–2 s to open, and tests at the old 30 s and 5 s ran out of time. A test
	// that hangs still fails, a minute later.
	timeout: 60_000,
	expect: { timeout: 10_000 },
	reporter: [
		['list'],
		['html', { open: 'never', outputFolder: 'playwright-report' }],
		['json', { outputFile: 'reports/playwright.json' }],
	],
	outputDir: 'test-results',
	use: {
		baseURL: SITE_URL,
		browserName: 'chromium',
		// A Portuguese visitor is the site's default audience (and no language suggestion is due).
		locale: 'pt-PT',
		timezoneId: 'Europe/Lisbon',
		launchOptions: {
			executablePath: CHROMIUM_PATH,
			args: CHROMIUM_ARGS,
		},
		navigationTimeout: 15_000,
		actionTimeout: 10_000,
		// Recording a trace for every test cost about an eighth of the browser tests' time (measured
		// on the axe-based specs); CI's retry of a failing test records one. Locally: `--trace on`.
		// docs/decisions/035.
		trace: 'on-first-retry',
		screenshot: 'only-on-failure',
	},
	projects: [
		{
			name: 'desktop',
			grepInvert: [/@mobile/, SITE_WIDE],
			use: DESKTOP,
		},
		{
			name: 'mobile',
			grep: /@mobile/,
			grepInvert: SITE_WIDE,
			use: { viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
		},
		// Journeys that change what every visitor sees (an admin closing pre-reservations, editing
		// content) run after all the others, so no public-page test sees their passing state. Within
		// a group they run one at a time: two at once saved the same bio, moved the list the other
		// was counting rows of, or closed pre-reservations the other had just opened, and failed
		// until CI's retry ran them alone.
		{
			name: 'site-wide',
			grep: SITE_WIDE,
			testIgnore: BOOK_JOURNEYS,
			dependencies: ['desktop', 'mobile'],
			workers: 1,
			use: DESKTOP,
		},
		{
			name: 'site-wide-book',
			grep: SITE_WIDE,
			testMatch: BOOK_JOURNEYS,
			dependencies: ['desktop', 'mobile'],
			workers: 1,
			use: DESKTOP,
		},
	],
	webServer: {
		// The test accounts (support/admin-accounts.ts) and an expired data link go into the fresh database first.
		command: `node --import tsx tests/e2e/support/seed-database.ts && exec node ${SERVER_NODE_FLAGS.join(' ')} build/server/main.js`,
		url: `${SITE_URL}/healthz`,
		// Seeding the accounts opens and migrates the database once before the server does.
		timeout: 120_000,
		reuseExistingServer: false,
		stdout: 'ignore',
		stderr: 'pipe',
		gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
		env: {
			...SERVER_NODE_ENV,
			NODE_ENV: 'production',
			PORT: String(E2E_PORT),
			HOST: '127.0.0.1',
			SITE_URL,
			DATA_DIR: temporaryDataDir(),
			DIGITAL_KIT_URL,
			// Whatever the shell has set, the tests use the embedded database, and mail lands in
			// DATA_DIR/outbox (read by tests/e2e/support/outbox.ts). Analytics has a fake measurement id
			// (tests stub Google's hosts), so the consent and analytics journeys can be followed.
			DATABASE_URL: '',
			SMTP_URL: '',
			MAIL_OUTBOX_DIR: '',
			GA_MEASUREMENT_ID: 'G-TEST1234',
			// The shared admin is made the way a real installation makes its first one.
			ADMIN_EMAIL: ADMIN_CREDENTIALS.email,
			ADMIN_PASSWORD: ADMIN_CREDENTIALS.password,
			// Tests give each journey its own client address (tests/e2e/support/fixtures.ts).
			TRUST_PROXY: 'true',
			LOG_LEVEL: 'warn',
		},
	},
})
