/**
 * A submission's fields. A body that is not a form (wrong type, malformed, cut off) reads
 * as an empty form, which then fails validation with the usual messages: never a 500.
 *
 * A URL-encoded form (every form of the site but the dashboard's uploads) is read as bytes and
 * parsed as `Request.formData()` parses it (the Fetch standard's application/x-www-form-urlencoded
 * parser, `URLSearchParams`, the bytes as UTF-8): the same fields, but on the Node server the
 * bytes come straight from the socket, where `formData()` first wraps the body in web streams
 * (docs/decisions/032). Other bodies (multipart) go to `formData()`.
 */
export async function readForm(request: Request): Promise<FormData> {
	try {
		if (!isUrlEncoded(request.headers.get('Content-Type'))) return await request.formData()
		const form = new FormData()
		for (const [name, value] of new URLSearchParams(UTF8.decode(await request.arrayBuffer()))) form.append(name, value)
		return form
	} catch {
		return new FormData()
	}
}

/** UTF-8, a leading byte-order mark kept as a character, as `formData()` keeps it. */
const UTF8 = new TextDecoder('utf-8', { ignoreBOM: true })

/** `application/x-www-form-urlencoded`, with or without parameters, in any case. */
function isUrlEncoded(contentType: string | null): boolean {
	const essence = contentType?.split(';', 1)[0]?.trim().toLowerCase()
	return essence === 'application/x-www-form-urlencoded'
}
