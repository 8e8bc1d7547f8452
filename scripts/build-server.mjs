// Second build step: bundles the HTTP server (server/main.ts) next to React Router's
// server build, and writes brotli and gzip copies of the client files for serveStatic.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { build } from 'esbuild'
import { serverBundles } from './server-bundles.mjs'

await Promise.all(serverBundles.map((options) => build(options)))

const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml|html|map|webmanifest)$/
const brotli = promisify(brotliCompress)
const gz = promisify(gzip)

async function* files(dir) {
	for (const entry of await readdir(dir, { withFileTypes: true })) {
		const full = path.join(dir, entry.name)
		if (entry.isDirectory()) yield* files(full)
		else yield full
	}
}

let count = 0
for await (const file of files('build/client')) {
	if (!COMPRESSIBLE.test(file) || (await stat(file)).size < 1024) continue
	const content = await readFile(file)
	await writeFile(`${file}.br`, await brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
	await writeFile(`${file}.gz`, await gz(content, { level: 9 }))
	count++
}
console.log(`server bundled; ${count} client files precompressed`)
