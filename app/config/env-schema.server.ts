/**
 * The environment's schema: what each variable may be, validated once at start (see
 * `.env.example` for what each one does). Read through `getEnv()` (env.server.ts). The mail
 * sender's thread is built without this module and gets the server's parsed result instead
 * (parent-env.server.ts), so zod is not loaded a second time there (decision 029).
 */
import { z } from 'zod'
import { parseImageHosts } from '../lib/image-hosts.ts'
import { ConfigError } from './config-error.ts'

const optionalString = z
	.string()
	.trim()
	.transform((value) => value || undefined)
	.optional()

const optionalUrl = (protocols: string[]) =>
	optionalString.pipe(
		z
			.string()
			.refine((value) => protocols.some((protocol) => value.startsWith(protocol)), {
				message: `must start with ${protocols.join(' or ')}`,
			})
			.optional(),
	)

const EnvSchema = z
	.object({
		NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
		PORT: z.coerce.number().int().min(1).max(65535).default(3000),
		HOST: z.string().default('0.0.0.0'),
		/** Unset: http://localhost:{PORT}. */
		SITE_URL: z
			.url({ protocol: /^https?$/ })
			.optional()
			.transform((value) => value?.replace(/\/+$/, '')),
		DATABASE_URL: optionalUrl(['postgres://', 'postgresql://']),
		/** At least 2: start-up holds one connection for the migration lock while migrating on another. */
		DATABASE_POOL_SIZE: z.coerce
			.number()
			.int()
			.min(2, 'must be at least 2 (one connection holds the migration lock while another migrates)')
			.max(100)
			.default(10),
		DATA_DIR: z.string().default('./data'),
		SMTP_URL: optionalUrl(['smtp://', 'smtps://']),
		MAIL_FROM: optionalString,
		/**
		 * Campaign mails handed to the mail server per minute, across every process (other mail is
		 * not counted nor held back); 0 lifts the limit. The default suits a small SMTP account.
		 */
		MAIL_RATE_PER_MINUTE: z.coerce.number().int().min(0).max(1_000_000).default(60),
		OWNER_EMAIL: optionalString.pipe(z.email().optional()),
		GA_MEASUREMENT_ID: optionalString.pipe(
			z
				.string()
				.regex(/^G-[A-Z0-9]+$/, 'must look like G-XXXXXXX')
				.optional(),
		),
		DIGITAL_KIT_URL: z.url({ protocol: /^https?$/ }).default('https://kitdigital.example.com'),
		ADMIN_EMAIL: optionalString.pipe(z.email().optional()),
		ADMIN_PASSWORD: optionalString.pipe(z.string().min(12, 'must be at least 12 characters').optional()),
		SESSION_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
		TRUST_PROXY: z
			.enum(['true', 'false', '1', '0', ''])
			.default('false')
			.transform((value) => value === 'true' || value === '1'),
		/** Multiplies every public form's rate limit (benchmarks relax them; keep 1 in production). */
		RATE_LIMIT_SCALE: z.coerce.number().int().min(1).max(1_000_000).default(1),
		/**
		 * Folder the default mail transport writes `.eml` files into; default `DATA_DIR/outbox`.
		 * Required with `DATABASE_URL` when `SMTP_URL` is unset: a folder every process shares.
		 */
		MAIL_OUTBOX_DIR: optionalString,
		/**
		 * The day the book was launched (YYYY-MM-DD). Pre-reservations are deleted 6 months later
		 * (retention-periods.ts); unset while the book is not out, so none are deleted.
		 */
		BOOK_LAUNCH_DATE: optionalString.pipe(z.iso.date('must be a date, YYYY-MM-DD').optional()),
		/** Hosts (comma-separated) whose https images public pages may load; the site's own always. */
		IMAGE_HOSTS: z
			.string()
			.optional()
			.transform((value, context) => {
				try {
					return parseImageHosts(value)
				} catch (error) {
					context.addIssue({ code: 'custom', message: (error as Error).message })
					return z.NEVER
				}
			}),
		LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
	})
	.refine((env) => Boolean(env.ADMIN_EMAIL) === Boolean(env.ADMIN_PASSWORD), {
		message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
		path: ['ADMIN_PASSWORD'],
	})
	// Several processes may share a PostgreSQL database, each with its own DATA_DIR: mail
	// written as files must then go to one folder they all reach, so that deleting a
	// visitor's data or the retention job, run by any of them, finds every file (decision 024).
	.refine((env) => !env.DATABASE_URL || env.SMTP_URL || env.MAIL_OUTBOX_DIR, {
		message:
			'with DATABASE_URL and no SMTP_URL, set MAIL_OUTBOX_DIR to the outbox folder every server process shares (or set SMTP_URL)',
		path: ['MAIL_OUTBOX_DIR'],
	})

/** The environment as validated, before the process settles its session secret. */
export type ParsedEnv = z.infer<typeof EnvSchema> & { SITE_URL: string }

/** Parses an environment, naming every invalid variable in the error. */
export function parseEnv(source: Record<string, string | undefined>): ParsedEnv {
	const result = EnvSchema.safeParse(source)
	if (!result.success) {
		const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`)
		throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`)
	}
	return { ...result.data, SITE_URL: result.data.SITE_URL ?? `http://localhost:${result.data.PORT}` }
}
