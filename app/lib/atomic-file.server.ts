import { linkSync, rmSync, writeFileSync } from 'node:fs'

/** Creates `file` holding `content` atomically: it never exists half-written. Throws EEXIST. */
export function createFileAtomically(file: string, content: string | Uint8Array, mode = 0o644): void {
	const temporary = `${file}.${process.pid}.tmp`
	writeFileSync(temporary, content, { mode })
	try {
		linkSync(temporary, file)
	} finally {
		rmSync(temporary, { force: true })
	}
}
