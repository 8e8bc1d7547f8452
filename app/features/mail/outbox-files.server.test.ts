import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { parseEnv } from '#app/config/env.server.ts'
import { forgetOutboxFiles, pruneOutboxFolder } from './outbox-files.server.ts'
import { createMailTransport, type DeliverableMail, outboxFileName } from './transport.server.ts'

const cleanups: (() => void)[] = []
afterEach(() => {
	for (const cleanup of cleanups.splice(0)) cleanup()
})

function temporaryDir(): string {
	const dir = mkdtempSync(path.join(tmpdir(), 'outbox-files-'))
	cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
	return dir
}

const VISITOR_MAIL = '11111111-2222-4333-8444-555555555555'
const OTHER_MAIL = '66666666-7777-4888-9999-aaaaaaaaaaaa'

function mail(id: string): DeliverableMail {
	return { id, kind: 'newsletter.confirm', to: 'ana@exemplo.pt', subject: 'Confirme', text: 'Olá', html: '<p>Olá</p>' }
}

test('forgetting outbox mail removes the .eml files of those ids only, as written by the transport', async () => {
	const folder = temporaryDir()
	const config = { DATA_DIR: folder, MAIL_OUTBOX_DIR: folder, SMTP_URL: undefined }
	const transport = createMailTransport(config)
	await transport.send(mail(VISITOR_MAIL))
	await transport.send(mail(OTHER_MAIL))
	transport.close()
	writeFileSync(path.join(folder, 'notes.txt'), `about ${VISITOR_MAIL}`)
	expect(readdirSync(folder)).toHaveLength(3)

	expect(await forgetOutboxFiles([VISITOR_MAIL], config)).toBe(1)
	const left = readdirSync(folder).sort()
	expect(left).toHaveLength(2)
	expect(left.some((name) => name.includes(VISITOR_MAIL))).toBe(false)
	expect(left.filter((name) => name.endsWith(`-${OTHER_MAIL}.eml`))).toHaveLength(1)
	expect(left).toContain('notes.txt')
	// Forgetting again, or nothing, finds nothing.
	expect(await forgetOutboxFiles([VISITOR_MAIL], config)).toBe(0)
	expect(await forgetOutboxFiles([], config)).toBe(0)
})

test('with SMTP configured, or no outbox folder yet, nothing is touched', async () => {
	const folder = temporaryDir()
	const name = outboxFileName(new Date('2020-01-01T00:00:00Z'), mail(VISITOR_MAIL))
	writeFileSync(path.join(folder, name), 'x')
	const smtp = { DATA_DIR: folder, MAIL_OUTBOX_DIR: folder, SMTP_URL: 'smtp://mail.example.com:587' }
	expect(await forgetOutboxFiles([VISITOR_MAIL], smtp)).toBe(0)
	expect(await pruneOutboxFolder(new Date('2030-01-01T00:00:00Z'), { config: smtp })).toBe(0)
	expect(readdirSync(folder)).toEqual([name])

	const missing = { DATA_DIR: folder, MAIL_OUTBOX_DIR: path.join(folder, 'none'), SMTP_URL: undefined }
	expect(await forgetOutboxFiles([VISITOR_MAIL], missing)).toBe(0)
	expect(await pruneOutboxFolder(new Date(), { config: missing })).toBe(0)
})

test('pruning removes .eml files written before the cutoff (by their name, else their time), and a dry run only counts', async () => {
	const folder = temporaryDir()
	const config = { DATA_DIR: folder, MAIL_OUTBOX_DIR: folder, SMTP_URL: undefined }
	const old = outboxFileName(new Date('2025-01-10T08:30:00.000Z'), mail(VISITOR_MAIL))
	const recent = outboxFileName(new Date('2026-06-01T08:30:00.000Z'), mail(OTHER_MAIL))
	for (const name of [old, recent, 'renamed.eml', 'notes.txt']) writeFileSync(path.join(folder, name), 'x')
	// A file whose name carries no time is judged by its modification time.
	const longAgo = new Date('2024-03-01T00:00:00Z')
	utimesSync(path.join(folder, 'renamed.eml'), longAgo, longAgo)
	utimesSync(path.join(folder, 'notes.txt'), longAgo, longAgo)
	const cutoff = new Date('2026-01-01T00:00:00Z')

	expect(await pruneOutboxFolder(cutoff, { dryRun: true, config })).toBe(2)
	expect(readdirSync(folder)).toHaveLength(4)

	expect(await pruneOutboxFolder(cutoff, { config })).toBe(2)
	expect(readdirSync(folder).sort()).toEqual(['notes.txt', recent].sort())
})

test('with several processes on PostgreSQL, mail one wrote into the shared folder is deleted and pruned by another', async () => {
	const shared = temporaryDir()
	const instance = (dataDir: string) =>
		parseEnv({ DATABASE_URL: 'postgres://site@db.example.com/site', DATA_DIR: dataDir, MAIL_OUTBOX_DIR: shared })
	const writer = instance(temporaryDir())
	const other = instance(temporaryDir())
	const transport = createMailTransport(writer, () => new Date('2025-01-10T08:30:00.000Z'))
	await transport.send(mail(VISITOR_MAIL))
	await transport.send(mail(OTHER_MAIL))
	transport.close()
	expect(readdirSync(shared)).toHaveLength(2)

	expect(await forgetOutboxFiles([VISITOR_MAIL], other)).toBe(1)
	expect(readdirSync(shared).some((name) => name.includes(VISITOR_MAIL))).toBe(false)
	expect(await pruneOutboxFolder(new Date('2026-01-01T00:00:00Z'), { config: other })).toBe(1)
	expect(readdirSync(shared)).toEqual([])
})
