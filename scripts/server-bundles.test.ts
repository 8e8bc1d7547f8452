import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import { build } from 'esbuild'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { parseEnv } from '#app/config/env.server.ts'
import { workerDataWithEnv } from '#app/config/parent-env.server.ts'
import { serverBundles } from './server-bundles.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const [serverBundle, mailThreadBundle] = serverBundles

describe('the mail thread is bundled without the environment schema', () => {
	let dir: string
	beforeAll(async () => {
		dir = await mkdtemp(path.join(os.tmpdir(), 'server-bundles-'))
	})
	afterAll(() => rm(dir, { recursive: true, force: true }))

	async function bundleText(options: (typeof serverBundles)[number]): Promise<string> {
		const result = await build({ ...options, outdir: dir, write: false, sourcemap: false, logLevel: 'silent' })
		return (result.outputFiles ?? []).map((file) => file.text).join('\n')
	}

	test('the mail thread does not import zod; the server still validates with it', async () => {
		const [server, mailThread] = await Promise.all([bundleText(serverBundle), bundleText(mailThreadBundle)])
		expect(server).toMatch(/from "zod"/)
		expect(mailThread).not.toMatch(/from "zod"/)
		expect(mailThread).toMatch(/startMailSender/)
	})

	test("a thread bundled that way reads, through getEnv, the configuration the server's thread parsed", async () => {
		const outfile = path.join(dir, 'probe.mjs')
		await build({
			...mailThreadBundle,
			entryPoints: undefined,
			outdir: undefined,
			outfile,
			sourcemap: false,
			stdin: {
				contents: `import { parentPort } from 'node:worker_threads'
					import { getEnv } from '#app/config/env.server.ts'
					const env = getEnv()
					parentPort.postMessage({ port: env.PORT, site: env.SITE_URL, hosts: env.IMAGE_HOSTS, dataDir: env.DATA_DIR })`,
				resolveDir: root,
				loader: 'ts',
			},
		})
		const parsed = parseEnv({ PORT: '4321', IMAGE_HOSTS: 'Images.Example.com', DATA_DIR: './somewhere' })
		const worker = new Worker(outfile, { workerData: workerDataWithEnv(parsed) })
		const message = await new Promise((resolve, reject) => {
			worker.once('message', resolve)
			worker.once('error', reject)
		})
		await worker.terminate()
		expect(message).toEqual({
			port: 4321,
			site: 'http://localhost:4321',
			hosts: ['images.example.com'],
			dataDir: path.resolve('./somewhere'),
		})
	})
})
