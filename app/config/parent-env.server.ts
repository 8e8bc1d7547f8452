/**
 * The environment's parsing as the mail sender's thread does it: the server's thread has
 * validated the environment already and hands its result over in `workerData`
 * (server/mail-thread.ts), so the thread needs no schema and does not load zod (4 MB of heap
 * in a bare thread; docs/decisions/029-memory-heap-settings-and-pglite-creation.md, sixth
 * round). The thread's bundle takes this module in place of env-schema.server.ts
 * (scripts/server-bundles.mjs); everything else about the configuration (`getEnv`, the
 * session secret) is env.server.ts's, as in the server.
 */
import { workerData } from 'node:worker_threads'
import { ConfigError } from './config-error.ts'
import type { ParsedEnv } from './env-schema.server.ts'

export type { ParsedEnv }

interface WithParsedEnv {
	parsedEnv: ParsedEnv
}

/** What the server's thread passes as a mail thread's `workerData`. */
export function workerDataWithEnv(parsedEnv: ParsedEnv): WithParsedEnv {
	return { parsedEnv }
}

/** The server's validated environment (the thread inherits the same variables). */
export function parseEnv(_source?: Record<string, string | undefined>): ParsedEnv {
	const parsed = (workerData as Partial<WithParsedEnv> | undefined)?.parsedEnv
	if (!parsed) throw new ConfigError('the mail thread was started without the parsed environment in its workerData')
	return parsed
}
