import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import { useAppTestDatabase } from '#app/db/app-test-database.server.ts'
import { projectos, storedImages } from '#app/db/schema.ts'
import { TEST_DATABASE_KINDS } from '#app/db/testing.server.ts'
import { useImageStorage } from '#app/features/admin/test-support.server.ts'
import { ORPHAN_GRACE_MS, sweepOrphanImages } from './orphan-images.server.ts'

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xd9])
const NOW = new Date('2026-11-25T12:00:00Z')

describe.each(TEST_DATABASE_KINDS)('on %s', (kind) => {
	const database = useAppTestDatabase(kind)
	const uploads = useImageStorage()
	beforeEach(async () => {
		await database().db.delete(projectos)
	})

	/** A stored image written `ageMs` before NOW. */
	async function image(ageMs: number) {
		const { key, url } = await uploads.storage().save('projects', JPEG, 'jpg')
		const when = new Date(NOW.getTime() - ageMs)
		await database().db.update(storedImages).set({ createdAt: when }).where(eq(storedImages.key, key))
		return url
	}

	test('the sweeper removes images no row uses once older than a day; young and used ones stay; a dry run only counts', async () => {
		const orphan = await image(ORPHAN_GRACE_MS + 60_000)
		const young = await image(ORPHAN_GRACE_MS - 60_000)
		const used = await image(10 * ORPHAN_GRACE_MS)
		await database()
			.db.insert(projectos)
			.values({ title: { 'pt-PT': 'Usa' }, description: { 'pt-PT': 'Usa a imagem.' }, imageUrl: used })
		const options = { database: database().db, storage: uploads.storage(), now: NOW }

		expect(await sweepOrphanImages({ ...options, dryRun: true })).toBe(1)
		expect(await uploads.exists(orphan)).toBe(true)

		expect(await sweepOrphanImages(options)).toBe(1)
		expect(await uploads.exists(orphan)).toBe(false)
		expect(await uploads.exists(young)).toBe(true)
		expect(await uploads.exists(used)).toBe(true)
		expect(await sweepOrphanImages(options)).toBe(0)
	})
})
