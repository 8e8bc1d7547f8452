import { encode } from 'uqr'
import type { QrCodeShape } from './qr-code.tsx'

/** Encodes `text` (e.g. an otpauth:// address) with a 4-module quiet zone, as scanners expect. */
export function qrCodeShape(text: string): QrCodeShape {
	const { data, size } = encode(text, { border: 4, ecc: 'M' })
	const squares: string[] = []
	for (const [y, row] of data.entries()) {
		for (const [x, dark] of row.entries()) if (dark) squares.push(`M${x} ${y}h1v1h-1z`)
	}
	return { size, path: squares.join('') }
}
