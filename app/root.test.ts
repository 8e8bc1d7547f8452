import { afterEach, expect, test, vi } from 'vitest'

afterEach(() => {
	vi.unstubAllEnvs()
	vi.resetModules()
})

/** The root loader of a fresh module graph, so the configuration is read again. */
async function rootData(env: Record<string, string>) {
	for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value)
	vi.resetModules()
	const { loader } = await import('./root.tsx')
	const url = new URL('http://localhost/en/bio')
	return loader({ url, request: new Request(url), params: {} } as unknown as Parameters<typeof loader>[0])
}

const SECRET = { SESSION_SECRET: 'a-test-secret-that-is-long-enough-for-hmac' }

test('the measurement id reaches the page when analytics is configured', async () => {
	const data = await rootData({ ...SECRET, GA_MEASUREMENT_ID: 'G-ABC123' })
	expect(data.gaMeasurementId).toBe('G-ABC123')
	expect(data.locale).toBe('en')
})

test('without a measurement id the page gets none, so analytics never loads', async () => {
	const data = await rootData({ ...SECRET, GA_MEASUREMENT_ID: '' })
	expect(data.gaMeasurementId).toBeUndefined()
})
