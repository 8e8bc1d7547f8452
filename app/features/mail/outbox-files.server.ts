/**
 * The `.eml` copies the outbox-folder transport leaves behind (`transport.server.ts`): they
 * carry visitors' personal data like the outbox rows do, so they go when those rows go. A
 * person's deletion removes the files of their deleted outbox rows; the retention job removes
 * files older than the sent-mail period. With SMTP (`SMTP_URL`) the site writes no files and
 * both do nothing.
 */
import { readdir, stat, unlink } from 'node:fs/promises'
import path from 'node:path'
import { getEnv } from '#app/config/env.server.ts'
import { logger } from '#app/lib/logger.server.ts'
import { type MailConfig, outboxFolder } from './transport.server.ts'

type FolderConfig = Pick<MailConfig, 'SMTP_URL' | 'MAIL_OUTBOX_DIR' | 'DATA_DIR'>

/** The folder the site's mail is written to, or undefined when mail goes out by SMTP. */
function filesFolder(config: FolderConfig): string | undefined {
	return config.SMTP_URL ? undefined : outboxFolder(config)
}

/** The `.eml` files of the folder (none when it does not exist). */
async function emlFiles(folder: string): Promise<string[]> {
	try {
		return (await readdir(folder)).filter((name) => name.endsWith('.eml'))
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
		throw error
	}
}

/** Removes a file; one already gone counts as removed. */
async function remove(file: string): Promise<void> {
	try {
		await unlink(file)
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
	}
}

/** The outbox row's id (a uuid) at the end of a file's name: `…-{id}.eml`. */
const OUTBOX_ID = /-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.eml$/i

/**
 * Removes the `.eml` files of these outbox rows (named `…-{id}.eml`). Returns how many
 * files went.
 */
export async function forgetOutboxFiles(ids: readonly string[], config: FolderConfig = getEnv()): Promise<number> {
	const folder = filesFolder(config)
	if (!folder || ids.length === 0) return 0
	const wanted = new Set(ids.map((id) => id.toLowerCase()))
	const matching = (await emlFiles(folder)).filter((name) => {
		const id = OUTBOX_ID.exec(name)?.[1]
		return id !== undefined && wanted.has(id.toLowerCase())
	})
	for (const name of matching) await remove(path.join(folder, name))
	if (matching.length > 0) logger.info({ folder, files: matching.length }, 'outbox files of deleted mail removed')
	return matching.length
}

/** `2026-11-23T16-46-10.123Z-…`: the time the transport wrote the file, from its name. */
const STAMP = /^(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2}(?:\.\d+)?)Z-/

async function writtenAt(file: string, name: string): Promise<Date> {
	const match = STAMP.exec(name)
	if (match) {
		const [, day, hours, minutes, seconds] = match
		const date = new Date(`${day}T${hours}:${minutes}:${seconds}Z`)
		if (!Number.isNaN(date.getTime())) return date
	}
	return (await stat(file)).mtime
}

/**
 * Removes (or, in a dry run, counts) the outbox folder's `.eml` files written before
 * `before` (by the time in their name, else their modification time).
 */
export async function pruneOutboxFolder(
	before: Date,
	options: { dryRun?: boolean; config?: FolderConfig } = {},
): Promise<number> {
	const folder = filesFolder(options.config ?? getEnv())
	if (!folder) return 0
	let removed = 0
	for (const name of await emlFiles(folder)) {
		const file = path.join(folder, name)
		let date: Date
		try {
			date = await writtenAt(file, name)
		} catch (error) {
			if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue
			throw error
		}
		if (date >= before) continue
		if (!options.dryRun) await remove(file)
		removed += 1
	}
	return removed
}
