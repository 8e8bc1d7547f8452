/**
 * The system Chromium every tool of this project drives (Playwright, Lighthouse): never a
 * downloaded browser, always started with these flags (no background traffic, no QUIC).
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'

export const CHROMIUM_ARGS = [
	'--headless',
	'--no-sandbox',
	'--disable-gpu',
	'--disable-quic',
	'--no-first-run',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
]
