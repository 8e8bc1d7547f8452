import { crc32 } from 'node:zlib'
import sharp from 'sharp'
import { expect, test } from 'vitest'
import { IMAGE_MAX_BYTES, IMAGE_MAX_PIXELS, processImage } from './images.server.ts'

function solid(width: number, height: number, background = '#1d5c7a', channels: 3 | 4 = 3) {
	return sharp({ create: { width, height, channels, background } })
}

async function processed(input: Buffer, options?: Parameters<typeof processImage>[1]) {
	const result = await processImage(input, options)
	if (!result.ok) throw new Error(`expected an image, got ${result.error}`)
	return result
}

/** Whether raw EXIF data (little- or big-endian TIFF) holds a tag, by its two-byte id. */
function exifHasTag(exif: Buffer, tag: number): boolean {
	const little = Buffer.from([tag & 0xff, tag >> 8])
	const big = Buffer.from([tag >> 8, tag & 0xff])
	return exif.includes(exif.includes('II*', 6, 'latin1') ? little : big)
}

const GPS_IFD_POINTER = 0x8825

test('text declared as a JPEG is not an image', async () => {
	const text = Buffer.from('Olá! This is a text file renamed foto.jpg and sent as image/jpeg.\n')
	expect(await processImage(text)).toEqual({ ok: false, error: 'invalid-image' })
	expect(await processImage(new Uint8Array(0))).toEqual({ ok: false, error: 'invalid-image' })
})

test('a PNG named or declared as a JPEG is judged by its content and accepted', async () => {
	const png = await solid(120, 80).png().toBuffer()
	const result = await processed(png)
	expect(result.format).toBe('jpeg')
	expect((await sharp(result.data).metadata()).format).toBe('jpeg')
})

test('an SVG is refused, however image-like, because it can carry scripts', async () => {
	const svg = Buffer.from(
		'<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" onload="alert(1)"><rect width="100" height="100"/></svg>',
	)
	expect((await sharp(svg).metadata()).format).toBe('svg')
	expect(await processImage(svg)).toEqual({ ok: false, error: 'invalid-image' })
})

test('a TIFF is refused: only web image formats are accepted', async () => {
	const tiff = await solid(50, 50).tiff().toBuffer()
	expect(await processImage(tiff)).toEqual({ ok: false, error: 'invalid-image' })
})

test('JPEG, PNG, WebP, GIF and AVIF are accepted', async () => {
	const base = solid(64, 48)
	for (const input of await Promise.all([
		base.clone().jpeg().toBuffer(),
		base.clone().png().toBuffer(),
		base.clone().webp().toBuffer(),
		base.clone().gif().toBuffer(),
		base.clone().avif().toBuffer(),
	])) {
		const result = await processed(input)
		expect([result.width, result.height]).toEqual([64, 48])
	}
})

test('a truncated JPEG is refused as invalid', async () => {
	const jpeg = await solid(400, 300).jpeg().toBuffer()
	expect(await processImage(jpeg.subarray(0, Math.floor(jpeg.length / 2)))).toEqual({
		ok: false,
		error: 'invalid-image',
	})
})

test('a file over 5 MB is refused as too large before anything decodes it', async () => {
	// Not an image at all: a decoder would call it invalid, so 'too-large' proves the size came first.
	expect(await processImage(Buffer.alloc(6 * 1024 * 1024))).toEqual({ ok: false, error: 'too-large' })
	expect(await processImage(Buffer.alloc(IMAGE_MAX_BYTES + 1))).toEqual({ ok: false, error: 'too-large' })
	expect(await processImage(Buffer.alloc(IMAGE_MAX_BYTES))).toEqual({ ok: false, error: 'invalid-image' })
})

test('a small file claiming huge dimensions (decompression bomb) is refused without decoding it', async () => {
	const png = Buffer.from(await solid(1, 1).png().toBuffer())
	// Rewrite the IHDR chunk to claim 60000 x 60000 pixels (3.6 gigapixels) and fix its checksum.
	png.writeUInt32BE(60_000, 16)
	png.writeUInt32BE(60_000, 20)
	png.writeUInt32BE(crc32(png.subarray(12, 29)), 29)
	expect(60_000 * 60_000).toBeGreaterThan(IMAGE_MAX_PIXELS)
	const started = performance.now()
	expect(await processImage(png)).toEqual({ ok: false, error: 'too-large' })
	expect(performance.now() - started).toBeLessThan(1000)
})

test('EXIF, GPS, XMP and the colour profile are all stripped from the output', async () => {
	const input = await solid(600, 400)
		.jpeg()
		.withExifMerge({
			IFD0: { Artist: 'Secret Photographer', Copyright: 'Private' },
			IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '39/1 24/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '9/1 8/1 0/1' },
		})
		.withXmp(
			'<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
				'<rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="39,24N"/></rdf:RDF></x:xmpmeta>',
		)
		.withIccProfile('p3')
		.toBuffer()
	const before = await sharp(input).metadata()
	expect(before.exif && exifHasTag(before.exif, GPS_IFD_POINTER)).toBe(true)
	expect(before.xmp).toBeDefined()
	expect(before.icc).toBeDefined()

	const { data } = await processed(input)
	const after = await sharp(data).metadata()
	expect(after.exif).toBeUndefined()
	expect(after.xmp).toBeUndefined()
	expect(after.iptc).toBeUndefined()
	expect(after.icc).toBeUndefined()
	expect(after.hasProfile).toBe(false)
	const bytes = data.toString('latin1')
	for (const trace of ['Exif\0\0', 'Secret Photographer', 'GPSLatitude', 'xmpmeta', 'ICC_PROFILE']) {
		expect(bytes).not.toContain(trace)
	}
})

test('the EXIF orientation is applied: orientation 6 swaps width and height', async () => {
	const input = await solid(300, 200).jpeg().withMetadata({ orientation: 6 }).toBuffer()
	expect((await sharp(input).metadata()).orientation).toBe(6)
	const result = await processed(input)
	expect([result.width, result.height]).toEqual([200, 300])
	const after = await sharp(result.data).metadata()
	expect([after.width, after.height, after.orientation]).toEqual([200, 300, undefined])
})

test('a wide image is shrunk to the chosen width, 800 by default, keeping its proportions', async () => {
	const input = await solid(2000, 1000).png().toBuffer()
	for (const [options, expected] of [
		[undefined, [800, 400]],
		[{ width: 400 }, [400, 200]],
		[{ width: 800 }, [800, 400]],
		[{ width: 1200 }, [1200, 600]],
	] as const) {
		const result = await processed(input, options)
		expect([result.width, result.height]).toEqual(expected)
		const meta = await sharp(result.data).metadata()
		expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', ...expected])
	}
})

test('a narrow image is never enlarged', async () => {
	const input = await solid(300, 450).png().toBuffer()
	const result = await processed(input, { width: 1200 })
	expect([result.width, result.height]).toEqual([300, 450])
})

test('transparency is flattened onto white in the JPEG', async () => {
	const input = await solid(40, 40, 'rgba(0, 0, 0, 0)', 4).png().toBuffer()
	const { data } = await processed(input)
	const { data: pixels, info } = await sharp(data).raw().toBuffer({ resolveWithObject: true })
	expect(info.channels).toBe(3)
	expect(Math.min(...pixels)).toBeGreaterThanOrEqual(250)
})

test('only the first frame of an animated GIF is kept', async () => {
	const frames = await Promise.all(['#ff0000', '#00ff00'].map((colour) => solid(100, 50, colour).png().toBuffer()))
	const gif = await sharp(frames, { join: { animated: true } })
		.gif()
		.toBuffer()
	expect((await sharp(gif).metadata()).pages).toBe(2)
	const { data, width, height } = await processed(gif)
	expect([width, height]).toEqual([100, 50])
	const { data: pixels } = await sharp(data).raw().toBuffer({ resolveWithObject: true })
	// Red, not green: the first frame.
	expect(pixels[0]).toBeGreaterThan(200)
	expect(pixels[1]).toBeLessThan(60)
})
