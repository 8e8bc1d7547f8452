/**
 * How the security finishing reads a rendered document: as Latin-1 text, one character per
 * byte (docs/decisions/031-uncached-render-time.md). Reading the bytes so is a copy instead of
 * a UTF-8 decode, and gives a string of one byte per character, which the finishing's
 * searches run through several times faster than the two-byte string a page's accents make.
 * Every tag and attribute they look for is ASCII, which both encodings write alike, and
 * whatever lies between them goes back to the same bytes (`documentBytes`); a script's text
 * is hashed in this encoding, so over its bytes.
 */
export const DOCUMENT_TEXT_ENCODING = 'latin1' satisfies BufferEncoding

/** The document's bytes as text of one character per byte. */
export function documentText(bytes: Buffer): string {
	return bytes.toString(DOCUMENT_TEXT_ENCODING)
}

/** Text read by `documentText` (or ASCII added to it) back as the document's bytes. */
export function documentBytes(text: string): Buffer {
	return Buffer.from(text, DOCUMENT_TEXT_ENCODING)
}
