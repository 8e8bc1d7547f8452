import { expect, test } from 'vitest'
import { qrCodeShape } from './qr-code.server.ts'

/** The dark modules of a shape, read back from its path. */
function darkModules(path: string): Set<string> {
	return new Set([...path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map(([, x, y]) => `${x},${y}`))
}

test('an otpauth address becomes a QR code with a 4-module quiet zone and its three finder patterns', () => {
	const uri = 'otpauth://totp/Ricardo%20Branco:admin%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Ricardo%20Branco'
	const { size, path } = qrCodeShape(uri)
	const dark = darkModules(path)
	expect(path).toMatch(/^(M\d+ \d+h1v1h-1z)+$/)
	const modules = size - 8
	expect((modules - 17) % 4).toBe(0) // a QR code is 21, 25, 29… modules wide
	for (let i = 0; i < size; i++) {
		for (const edge of [0, 3, size - 1, size - 4]) {
			expect(dark.has(`${i},${edge}`)).toBe(false)
			expect(dark.has(`${edge},${i}`)).toBe(false)
		}
	}
	// Finder patterns: a dark 7×7 ring with a dark 3×3 centre, in three corners.
	for (const [left, top] of [
		[4, 4],
		[size - 11, 4],
		[4, size - 11],
	] as const) {
		for (let d = 0; d < 7; d++) {
			for (const [x, y] of [
				[left + d, top],
				[left + d, top + 6],
				[left, top + d],
				[left + 6, top + d],
			] as const) {
				expect(dark.has(`${x},${y}`)).toBe(true)
			}
		}
		expect(dark.has(`${left + 1},${top + 1}`)).toBe(false)
		expect(dark.has(`${left + 3},${top + 3}`)).toBe(true)
	}
	expect(qrCodeShape(`${uri}x`).path).not.toBe(path)
})
