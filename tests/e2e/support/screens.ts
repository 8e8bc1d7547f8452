/**
 * Screenshots kept for a person to look at (the pages on a phone and on a desktop), saved in the
 * test's output folder and attached to the HTML report. One way for every spec: a screenshot is
 * evidence, not an assertion, so it gets longer than an action's 10 s — a full-page shot of a long
 * dashboard page at device scale 2 took more than that on a loaded machine and failed its test
 * (docs/decisions/035).
 */
import { type Locator, type Page, test } from '@playwright/test'

const SCREENSHOT_TIMEOUT_MS = 30_000

export async function keepScreenshot(
	target: Page | Locator,
	name: string,
	{ fullPage = false }: { fullPage?: boolean } = {},
): Promise<void> {
	const path = test.info().outputPath(`${name}.png`)
	if ('goto' in target) await target.screenshot({ path, fullPage, timeout: SCREENSHOT_TIMEOUT_MS })
	else await target.screenshot({ path, timeout: SCREENSHOT_TIMEOUT_MS })
	await test.info().attach(name, { path, contentType: 'image/png' })
}
