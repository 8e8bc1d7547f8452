/**
 * A small HTTP(S) client for the cluster test: raw status, headers and body, no redirects
 * followed, a cookie jar per simulated browser, and a chosen source address (any of
 * 127.0.0.0/8), so that nginx and the app see distinct visitors coming from one machine.
 */
import http, { type IncomingHttpHeaders } from 'node:http'
import https from 'node:https'
import { decodeEntities } from '../support/html-entities.ts'

export interface Answer {
	status: number
	headers: IncomingHttpHeaders
	body: string
	/** The body as bytes (an image). */
	bytes: Buffer
}

export interface RequestOptions {
	method?: string
	headers?: Record<string, string>
	body?: string | Buffer
	/** Source address of the connection (e.g. 127.0.3.9). */
	localAddress?: string
	jar?: CookieJar
	/** Keep-alive agent to reuse connections (default: a fresh connection per request). */
	agent?: http.Agent
	timeoutMs?: number
}

export function request(target: string, options: RequestOptions = {}): Promise<Answer> {
	const url = new URL(target)
	const secure = url.protocol === 'https:'
	const headers: Record<string, string> = { ...options.headers }
	const cookie = options.jar?.header()
	if (cookie) headers.cookie = cookie
	if (options.body !== undefined) headers['content-length'] = String(Buffer.byteLength(options.body))
	const timeoutMs = options.timeoutMs ?? 15_000
	return new Promise((resolve, reject) => {
		const req = (secure ? https : http).request(
			url,
			{
				method: options.method ?? 'GET',
				headers,
				localAddress: options.localAddress,
				agent: options.agent ?? false,
				// The test's own self-signed certificate.
				rejectUnauthorized: false,
				timeout: timeoutMs,
			},
			(response) => {
				const chunks: Buffer[] = []
				response.on('data', (chunk: Buffer) => chunks.push(chunk))
				response.on('error', reject)
				response.on('end', () => {
					options.jar?.store(response.headers['set-cookie'])
					const bytes = Buffer.concat(chunks)
					resolve({ status: response.statusCode ?? 0, headers: response.headers, body: bytes.toString('utf8'), bytes })
				})
			},
		)
		req.on('timeout', () => req.destroy(new Error(`${options.method ?? 'GET'} ${url.href} timed out`)))
		req.on('error', reject)
		if (options.body !== undefined) req.write(options.body)
		req.end()
	})
}

export function postForm(
	target: string,
	fields: Record<string, string>,
	options: RequestOptions = {},
): Promise<Answer> {
	return request(target, {
		...options,
		method: 'POST',
		headers: { 'content-type': 'application/x-www-form-urlencoded', ...options.headers },
		body: new URLSearchParams(fields).toString(),
	})
}

/** A multipart/form-data post (an image upload). */
export function postMultipart(
	target: string,
	fields: Record<string, string>,
	file: { field: string; name: string; type: string; data: Buffer },
	options: RequestOptions = {},
): Promise<Answer> {
	const boundary = `----cluster${Math.random().toString(16).slice(2)}`
	const parts: Buffer[] = []
	for (const [name, value] of Object.entries(fields)) {
		parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`))
	}
	parts.push(
		Buffer.from(
			`--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
		),
		file.data,
		Buffer.from(`\r\n--${boundary}--\r\n`),
	)
	return request(target, {
		...options,
		method: 'POST',
		headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...options.headers },
		body: Buffer.concat(parts),
	})
}

/** Cookies by name, as a browser keeps them for one site (ports are not told apart, as in browsers). */
export class CookieJar {
	readonly #cookies = new Map<string, string>()

	store(setCookie: string[] | undefined): void {
		for (const line of setCookie ?? []) {
			const [pair = '', ...attributes] = line.split(';')
			const index = pair.indexOf('=')
			if (index < 0) continue
			const name = pair.slice(0, index).trim()
			const value = pair.slice(index + 1).trim()
			const expired = attributes.some((attribute) => {
				const [key = '', raw = ''] = attribute.split('=').map((part) => part.trim())
				if (/^max-age$/i.test(key)) return Number(raw) <= 0
				if (/^expires$/i.test(key)) return Date.parse(raw) <= Date.now()
				return false
			})
			if (expired || value === '') this.#cookies.delete(name)
			else this.#cookies.set(name, value)
		}
	}

	header(): string {
		return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ')
	}

	names(): string[] {
		return [...this.#cookies.keys()]
	}
}

/**
 * The fields a browser would send with the post form that holds `field`: its inputs (checked
 * boxes only), textareas, and the value of its first submit button with a name.
 */
export function formFields(html: string, field: string): Record<string, string> {
	const forms = html.match(/<form\b[^>]*>[\s\S]*?<\/form>/g) ?? []
	const form = forms.find((candidate) => candidate.includes(`name="${field}"`))
	if (!form) throw new Error(`no form with a field ${field}`)
	const fields: Record<string, string> = {}
	const attribute = (tag: string, name: string) => {
		const match = new RegExp(`\\s${name}="([^"]*)"`).exec(tag)
		return match ? decodeEntities(match[1] ?? '') : undefined
	}
	for (const [tag] of form.matchAll(/<input\b[^>]*>/g)) {
		const name = attribute(tag, 'name')
		const type = attribute(tag, 'type') ?? 'text'
		if (!name || type === 'file') continue
		if ((type === 'checkbox' || type === 'radio') && !/\schecked(?:=|\s|>|\/)/.test(tag)) continue
		fields[name] = attribute(tag, 'value') ?? (type === 'checkbox' ? 'on' : '')
	}
	for (const [, tag = '', content = ''] of form.matchAll(/(<textarea\b[^>]*>)([\s\S]*?)<\/textarea>/g)) {
		const name = attribute(tag, 'name')
		if (name) fields[name] = decodeEntities(content).replace(/^\n/, '')
	}
	const button =
		/<button\b[^>]*\stype="submit"[^>]*>/.exec(form)?.[0] ?? /<button\b(?![^>]*type=)[^>]*>/.exec(form)?.[0]
	const buttonName = button ? attribute(button, 'name') : undefined
	if (button && buttonName) fields[buttonName] = attribute(button, 'value') ?? ''
	return fields
}
