/**
 * Images uploaded before they moved into the database (decision 024) sit in
 * `DATA_DIR/uploads/{folder}/{name}`. At start each process copies its folder's images into
 * `stored_images` under the same keys (so every saved URL keeps working, from any process)
 * and then renames the folder to `uploads.imported-{epoch ms}`, which the owner may delete
 * once the site shows its images. A key already in the database is left as it is, so an
 * interrupted import simply runs again at the next start.
 */
import { readdir, readFile, rename, stat } from 'node:fs/promises'
import path from 'node:path'
import type { Database } from '#app/db/client.server.ts'
import { storedImages } from '#app/db/schema.ts'
import { contentTypeOf, isImageKey, sha256Of, UPLOAD_FOLDERS } from './storage.server.ts'

export interface FolderImport {
	/** Images copied into the database now. */
	imported: number
	/** Where the folder went afterwards; undefined when there was none. */
	movedTo?: string
}

async function namesIn(folder: string): Promise<string[]> {
	try {
		return await readdir(folder)
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
		throw error
	}
}

/** Copies the images of the uploads folder `root` into the database, then moves the folder aside. */
export async function importUploadsFolder(database: Database, root: string, now = Date.now()): Promise<FolderImport> {
	const exists = await stat(root).then(
		(info) => info.isDirectory(),
		() => false,
	)
	if (!exists) return { imported: 0 }
	let imported = 0
	for (const folder of UPLOAD_FOLDERS) {
		// Temporary files of the old storage ('.name.tmp') and anything else are not images.
		for (const name of (await namesIn(path.join(root, folder))).filter((name) => isImageKey(`${folder}/${name}`))) {
			const file = path.join(root, folder, name)
			const [bytes, info] = await Promise.all([readFile(file), stat(file)])
			const inserted = await database
				.insert(storedImages)
				.values({
					key: `${folder}/${name}`,
					contentType: contentTypeOf(name),
					sha256: sha256Of(bytes),
					byteSize: bytes.length,
					bytes,
					// The orphan sweeper's grace period counts from the original upload.
					createdAt: info.mtime,
				})
				.onConflictDoNothing()
				.returning({ key: storedImages.key })
			imported += inserted.length
		}
	}
	const movedTo = `${root}.imported-${now}`
	try {
		await rename(root, movedTo)
	} catch (error) {
		// Another process sharing this folder moved it first.
		if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { imported }
		throw error
	}
	return { imported, movedTo }
}
