/**
 * A small reader of RFC 822 / MIME messages, enough for the `.eml` files the site writes:
 * folded headers, RFC 2047 encoded words, nested multipart bodies, quoted-printable and
 * base64 transfer encodings, any charset the runtime's TextDecoder knows.
 */

export interface ParsedMail {
	/** Every header, unfolded and decoded; names in lower case (`headers['list-unsubscribe']`). */
	headers: Record<string, string>
	from: string
	to: string
	replyTo: string | undefined
	subject: string
	/** The first text/plain part (line breaks as `\n`); '' when there is none. */
	text: string
	/** The first text/html part (line breaks as `\n`); '' when there is none. */
	html: string
}

interface Part {
	/** Raw header lines (unfolded), bytes kept as latin1 characters. */
	headers: [name: string, value: string][]
	/** The raw body, bytes kept as latin1 characters. */
	body: string
}

/** Parses a whole message. */
export function parseEml(source: Uint8Array | string): ParsedMail {
	const raw = typeof source === 'string' ? Buffer.from(source, 'utf8') : Buffer.from(source)
	const root = splitPart(raw.toString('latin1'))
	const headers: Record<string, string> = {}
	for (const [name, value] of root.headers) {
		const key = name.toLowerCase()
		headers[key] ??= decodeHeaderValue(value)
	}
	const bodies = { text: undefined as string | undefined, html: undefined as string | undefined }
	// A single-part message ends with a line break that is the message's, not the text's.
	collectBodies({ ...root, body: root.body.replace(/\r?\n$/, '') }, bodies)
	return {
		headers,
		from: headers.from ?? '',
		to: headers.to ?? '',
		replyTo: headers['reply-to'],
		subject: headers.subject ?? '',
		text: bodies.text ?? '',
		html: bodies.html ?? '',
	}
}

function splitPart(source: string): Part {
	const separator = /\r?\n\r?\n/.exec(source)
	const head = separator ? source.slice(0, separator.index) : source
	const body = separator ? source.slice(separator.index + separator[0].length) : ''
	const headers: [string, string][] = []
	// Unfolding (RFC 5322 §2.2.3): a line starting with white space continues the previous one.
	for (const line of head.split(/\r?\n/)) {
		const last = headers.at(-1)
		if (/^[ \t]/.test(line) && last) {
			last[1] += line
			continue
		}
		const colon = line.indexOf(':')
		if (colon > 0) headers.push([line.slice(0, colon).trim(), line.slice(colon + 1)])
	}
	for (const entry of headers) entry[1] = entry[1].trim()
	return { headers, body }
}

function header(part: Part, name: string): string | undefined {
	return part.headers.find(([key]) => key.toLowerCase() === name)?.[1]
}

/** `type/subtype` in lower case and the parameters (names in lower case, quotes removed). */
function parseParameterised(value: string): { value: string; params: Record<string, string> } {
	const [first = '', ...rest] = value.match(/(?:[^;"]|"(?:\\.|[^"\\])*")+/g) ?? []
	const params: Record<string, string> = {}
	for (const item of rest) {
		const equals = item.indexOf('=')
		if (equals < 0) continue
		const key = item.slice(0, equals).trim().toLowerCase()
		let paramValue = item.slice(equals + 1).trim()
		if (paramValue.startsWith('"')) paramValue = paramValue.slice(1, -1).replace(/\\(.)/g, '$1')
		params[key] = paramValue
	}
	return { value: first.trim().toLowerCase(), params }
}

function collectBodies(part: Part, found: { text?: string; html?: string }): void {
	const contentType = parseParameterised(header(part, 'content-type') ?? 'text/plain; charset=us-ascii')
	const disposition = parseParameterised(header(part, 'content-disposition') ?? 'inline').value
	if (contentType.value.startsWith('multipart/')) {
		const boundary = contentType.params.boundary
		if (!boundary) return
		for (const child of splitMultipart(part.body, boundary)) collectBodies(splitPart(child), found)
		return
	}
	if (disposition === 'attachment') return
	const key = contentType.value === 'text/plain' ? 'text' : contentType.value === 'text/html' ? 'html' : undefined
	if (!key || found[key] !== undefined) return
	const bytes = decodeTransfer(part.body, (header(part, 'content-transfer-encoding') ?? '7bit').toLowerCase())
	found[key] = decodeCharset(bytes, contentType.params.charset ?? 'us-ascii').replace(/\r\n/g, '\n')
}

/** The parts between the boundary lines (the line break before a delimiter belongs to it). */
function splitMultipart(body: string, boundary: string): string[] {
	const parts: string[] = []
	const lines = body.split(/\r?\n/)
	let current: string[] | undefined
	for (const line of lines) {
		const trimmed = line.trimEnd()
		if (trimmed === `--${boundary}` || trimmed === `--${boundary}--`) {
			if (current) parts.push(current.join('\r\n'))
			if (trimmed === `--${boundary}--`) return parts
			current = []
		} else if (current) {
			current.push(line)
		}
	}
	if (current) parts.push(current.join('\r\n'))
	return parts
}

function decodeTransfer(body: string, encoding: string): Buffer {
	if (encoding === 'base64') return Buffer.from(body.replace(/[^A-Za-z0-9+/=]/g, ''), 'base64')
	if (encoding === 'quoted-printable') return decodeQuotedPrintable(body)
	return Buffer.from(body, 'latin1')
}

function decodeQuotedPrintable(body: string): Buffer {
	const joined = body
		.replace(/[ \t]+(?=\r?\n)/g, '') // trailing white space is not part of the text (RFC 2045 §6.7)
		.replace(/=\r?\n/g, '') // soft line breaks
	const bytes: number[] = []
	for (let index = 0; index < joined.length; index++) {
		const character = joined[index] as string
		const hex = joined.slice(index + 1, index + 3)
		if (character === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
			bytes.push(Number.parseInt(hex, 16))
			index += 2
		} else {
			bytes.push(character.charCodeAt(0) & 0xff)
		}
	}
	return Buffer.from(bytes)
}

function decodeCharset(bytes: Uint8Array, charset: string): string {
	const label = charset.toLowerCase() === 'us-ascii' ? 'utf-8' : charset
	try {
		return new TextDecoder(label).decode(bytes)
	} catch {
		return new TextDecoder('utf-8').decode(bytes)
	}
}

const ENCODED_WORD = /=\?([^?\s]+)\?([BbQq])\?([^?\s]*)\?=/g

/**
 * Decodes a header value read as latin1 characters: RFC 2047 encoded words (white space between two of them is dropped, and adjacent
 * words in one charset are joined before decoding, so a character split across them
 * survives); raw 8-bit text is read as UTF-8.
 */
function decodeHeaderValue(value: string): string {
	const pieces: ({ charset: string; bytes: Buffer } | string)[] = []
	let position = 0
	for (const match of value.matchAll(ENCODED_WORD)) {
		const between = value.slice(position, match.index)
		const previous = pieces.at(-1)
		const [, rawCharset = '', encoding = '', encoded = ''] = match
		// RFC 2231 allows `charset*language`.
		const charset = rawCharset.split('*')[0]?.toLowerCase() ?? 'utf-8'
		const bytes =
			encoding.toUpperCase() === 'B'
				? Buffer.from(encoded, 'base64')
				: decodeQuotedPrintable(encoded.replace(/_/g, ' ').replace(/=(?![0-9A-Fa-f]{2})/g, '=3D'))
		if (typeof previous === 'object' && /^\s*$/.test(between) && previous.charset === charset) {
			previous.bytes = Buffer.concat([previous.bytes, bytes])
		} else {
			if (between && !(typeof previous === 'object' && /^\s*$/.test(between))) pieces.push(between)
			pieces.push({ charset, bytes })
		}
		position = (match.index ?? 0) + match[0].length
	}
	pieces.push(value.slice(position))
	return pieces
		.map((piece) =>
			typeof piece === 'string'
				? Buffer.from(piece, 'latin1').toString('utf8')
				: decodeCharset(piece.bytes, piece.charset),
		)
		.join('')
}
