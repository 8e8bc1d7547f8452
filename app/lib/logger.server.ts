/**
 * The process's structured JSON logger (pino). `LOG_LEVEL` sets the level.
 *
 * Logs hold ids, kinds and counts, never a visitor's personal data or a secret (decision
 * 017): features log no addresses, names, subjects or message text, and this module is the
 * net below them. Errors are serialized without the parameters a database error carries
 * (Drizzle puts every query parameter in its message: a whole contact submission), URLs
 * lose their query strings (`?token=`), and e-mail addresses left in any logged text are
 * replaced by `[email]`.
 */
import pino, { type DestinationStream } from 'pino'
import { singleton } from './singleton.server.ts'

const EMAIL = /[^\s@<>"'`(),;:[\]]+@[^\s@<>"'`(),;:[\]]+\.[^\s@<>"'`(),;:[\]]+/g
/** A query string after a URL or a path: `…/confirmar?token=…` keeps `…/confirmar?…`. */
const QUERY_STRING = /((?:https?:\/\/|\/)[^\s?#"'`<>]*)\?[^\s#"'`<>]*/g
/** A value quoted after a colon in a database message: `invalid input syntax for type uuid: "…"`. */
const QUOTED_VALUE = /: "(?:[^"\\]|\\.)*"/g

/** `text` with e-mail addresses and query strings removed. */
export function scrubText(text: string): string {
	return text.replace(EMAIL, '[email]').replace(QUERY_STRING, '$1?…')
}

/**
 * An error's message fit for a log: without the `params:` part of a failed Drizzle query,
 * without values quoted by the database, without e-mail addresses or query strings.
 */
export function redactErrorMessage(message: string): string {
	const withoutParams = message.split(/\n\s*params:/)[0] ?? ''
	return scrubText(withoutParams.replace(QUOTED_VALUE, ': "…"'))
}

/** Fields of a PostgreSQL error that name the schema, not the data (`detail` holds values: left out). */
const SAFE_ERROR_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'routine', 'errno', 'syscall'] as const

export interface LoggedError {
	type: string
	message: string
	stack?: string
	cause?: LoggedError
	[field: string]: unknown
}

/** The `err` serializer: type, redacted message, schema-level fields, stack frames, cause. */
export function serializeError(error: unknown, depth = 0): LoggedError {
	if (!(error instanceof Error)) return { type: typeof error, message: redactErrorMessage(String(error)) }
	const logged: LoggedError = {
		type: error.constructor?.name ?? error.name,
		message: redactErrorMessage(error.message),
	}
	for (const field of SAFE_ERROR_FIELDS) {
		const value = (error as unknown as Record<string, unknown>)[field]
		if (typeof value === 'string' || typeof value === 'number') logged[field] = value
	}
	// The stack's first lines repeat the message: only the frames are kept.
	const frames = error.stack?.split('\n').filter((line) => /^\s+at /.test(line))
	if (frames?.length) logged.stack = frames.join('\n')
	if (error.cause !== undefined && depth < 4) logged.cause = serializeError(error.cause, depth + 1)
	return logged
}

function scrubValue(value: unknown, key: string, depth: number): unknown {
	if (typeof value === 'string') return scrubText(value)
	// `err` is left to its serializer, which runs after this.
	if (value instanceof Error) return key === 'err' && depth === 1 ? value : serializeError(value)
	if (value === null || typeof value !== 'object' || depth > 5) return value
	if (value instanceof Date) return value
	if (Array.isArray(value)) return value.map((item) => scrubValue(item, key, depth + 1))
	const out: Record<string, unknown> = {}
	for (const [name, inner] of Object.entries(value)) out[name] = scrubValue(inner, name, depth + 1)
	return out
}

/**
 * Where log lines go: stdout, unless a test captures them (`captureLogs` in
 * tests/support). A stream object that forwards, so the logger itself never changes.
 */
export const logOutput = singleton('log-output', () => {
	const state: { target: DestinationStream | undefined } = { target: undefined }
	const stream: DestinationStream = {
		write(line: string) {
			state.target ??= pino.destination({ dest: 1, sync: false })
			state.target.write(line)
		},
	}
	return { stream, state }
})

export const logger = singleton('logger', () =>
	pino(
		{
			level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
			base: undefined,
			redact: ['req.headers.cookie', 'req.headers.authorization'],
			serializers: { err: (error: unknown) => serializeError(error) },
			formatters: {
				log: (object) => scrubValue(object, '', 0) as Record<string, unknown>,
			},
			hooks: {
				logMethod(args, method) {
					const scrubbed = args.map((arg) => (typeof arg === 'string' ? scrubText(arg) : arg))
					method.apply(this, scrubbed as Parameters<typeof method>)
				},
			},
		},
		logOutput.stream,
	),
)

/**
 * Whether the `failures`-th failure in a row of something retried every 5 s (a poll) is worth
 * an error line: the first, then about once a minute while it lasts.
 */
export function isWorthLogging(failures: number): boolean {
	return failures === 1 || failures % 12 === 0
}
