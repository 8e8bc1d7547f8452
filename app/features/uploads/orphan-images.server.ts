/**
 * Stored images nobody uses any more (docs/product/rules.md, "Images"): an image replaced in
 * an editor, or whose record is deleted, is removed from storage as soon as the change is
 * committed (`discardImages`); whatever escapes that (an upload never saved, a crash between
 * the commit and the removal) is found by the daily sweeper (`sweepOrphanImages`, run by the
 * retention job): a stored file no row refers to, older than a grace period so an image being
 * uploaded for an editor not yet saved is left alone.
 */
import { type Database, db } from '#app/db/client.server.ts'
import { bioContent, mediaArticles, projectos, testimonials } from '#app/db/schema.ts'
import { logger } from '#app/lib/logger.server.ts'
import { defaultImageStorage, type ImageStorage } from './storage.server.ts'

/** An upload younger than this is never swept: its editor may not be saved yet. */
export const ORPHAN_GRACE_MS = 24 * 60 * 60_000

type Reader = Pick<Database, 'select'>

/** Every image address a content row holds (bio, projects, articles, testimonials). */
export async function referencedImageUrls(reader: Reader = db()): Promise<Set<string>> {
	const [bio, projects, articles, people] = await Promise.all([
		reader.select({ url: bioContent.bioImageUrl }).from(bioContent),
		reader.select({ url: projectos.imageUrl }).from(projectos),
		reader.select({ url: mediaArticles.thumbnailUrl }).from(mediaArticles),
		reader.select({ url: testimonials.photoUrl }).from(testimonials),
	])
	return new Set([...bio, ...projects, ...articles, ...people].flatMap((row) => (row.url ? [row.url] : [])))
}

/**
 * Removes the stored files of `urls` that no row refers to any more (one may still be used
 * by another record). Called after the change that dropped them is committed; a failure is
 * logged, never thrown: the save has happened, and the sweeper will find the file later.
 */
export async function discardImages(
	urls: readonly (string | null | undefined)[],
	storage: ImageStorage = defaultImageStorage(),
): Promise<string[]> {
	const candidates = [...new Set(urls.filter((url): url is string => Boolean(url)))]
	if (candidates.length === 0 || !storage.delete || !storage.keyOf) return []
	const removed: string[] = []
	try {
		const referenced = await referencedImageUrls()
		for (const url of candidates) {
			const key = storage.keyOf(url)
			if (!key || referenced.has(url)) continue
			await storage.delete(key)
			removed.push(key)
		}
	} catch (error) {
		logger.warn({ err: error, urls: candidates }, 'a replaced or deleted image could not be removed')
	}
	return removed
}

export interface SweepOptions {
	database?: Reader
	storage?: ImageStorage
	now?: Date
	graceMs?: number
	/** Count what would go, remove nothing. */
	dryRun?: boolean
}

/** Removes (or counts) stored images no row refers to and older than the grace period. */
export async function sweepOrphanImages(options: SweepOptions = {}): Promise<number> {
	const storage = options.storage ?? defaultImageStorage()
	if (!storage.list || !storage.keyOf || !storage.delete) return 0
	const cutoff = (options.now ?? new Date()).getTime() - (options.graceMs ?? ORPHAN_GRACE_MS)
	const referenced = new Set(
		[...(await referencedImageUrls(options.database ?? db()))].flatMap((url) => storage.keyOf?.(url) ?? []),
	)
	const orphans = (await storage.list()).filter(
		(image) => !referenced.has(image.key) && image.modifiedAt.getTime() < cutoff,
	)
	if (!options.dryRun) for (const image of orphans) await storage.delete(image.key)
	return orphans.length
}
