/**
 * Cached-page throughput of the cluster through nginx next to one instance's, in one run:
 * three instances of the built server on a scratch PostgreSQL database behind nginx running
 * deploy/nginx/silver-coast.conf (as `npm run test:cluster` does; TLS included), against the
 * bench's own single instance answered directly. Load from wrk (installed from Debian when
 * missing), `Accept-Encoding: br`, keep-alive; runs alternate single, cluster, cluster,
 * single (ABBA) after a warm-up of each, so a drift in the shared machine's load weighs on both.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { request } from '../../tests/cluster/http-client.ts'
import { Instance } from '../../tests/cluster/instances.ts'
import { startNginx } from '../../tests/cluster/nginx.ts'
import { onCleanup } from '../lib/cleanup.ts'
import { ensureDebianTool } from '../lib/debian-tool.ts'
import { type Check, heading, printChecks, printTable } from '../lib/report.ts'
import { scratchPostgres } from '../lib/scratch-postgres.ts'
import type { BenchContext, BenchSection } from '../lib/section.ts'
import { freePort } from '../lib/server.ts'
import { runWrk, type WrkResult } from '../lib/wrk.ts'

const PAGE_PATH = '/'
const INSTANCES = 3
const THREADS = 2
const CONNECTIONS = 20
const WARMUP_SECONDS = 3
const RUN_SECONDS = 5

/** One wrk run against a target (bench/lib/wrk.ts). */
function measure(url: string, seconds: number): Promise<WrkResult> {
	return runWrk({
		url,
		threads: THREADS,
		connections: CONNECTIONS,
		durationSeconds: seconds,
		headers: { 'Accept-Encoding': 'br' },
	})
}

function mean(values: number[]): number {
	return values.reduce((sum, value) => sum + value, 0) / values.length
}

export const cluster: BenchSection = {
	id: 'cluster',
	title: `Cluster: cached ${PAGE_PATH} through nginx (${INSTANCES} instances, PostgreSQL) vs one instance directly`,
	async run({ app }: BenchContext) {
		heading(cluster.title)
		const checks: Check[] = []
		const scratch = await scratchPostgres('bench_cluster')
		if (!scratch) {
			console.log('PostgreSQL is not reachable: skipped (set BENCH_DATABASE_URL)')
			return [{ name: 'cluster measured', pass: false, detail: 'no PostgreSQL' }]
		}
		const dropDatabase = onCleanup(() => scratch.drop())
		ensureDebianTool('wrk', 'wrk')
		const root = await mkdtemp(path.join(os.tmpdir(), 'silver-coast-bench-cluster-'))
		const removeRoot = onCleanup(() => rm(root, { recursive: true, force: true }))
		const httpsPort = await freePort()
		const site = `https://127.0.0.1:${httpsPort}`
		const env = {
			DATABASE_URL: scratch.url,
			SITE_URL: site,
			TRUST_PROXY: 'true',
			MAIL_OUTBOX_DIR: path.join(root, 'outbox'),
			LOG_LEVEL: 'warn',
		}
		const instances: Instance[] = []
		for (let index = 0; index < INSTANCES; index++) {
			instances.push(new Instance({ name: `instance-${index + 1}`, port: await freePort(), root, env }))
		}
		const stopInstances = onCleanup(async () => {
			await Promise.all(instances.map((instance) => instance.kill()))
		})
		try {
			// The first one migrates; the others then start together.
			await instances[0]?.start()
			await Promise.all(instances.slice(1).map((instance) => instance.start()))
			const nginx = await startNginx({
				root: path.join(root, 'nginx'),
				httpsPort,
				httpPort: await freePort(),
				upstreamPorts: instances.map((instance) => instance.port),
			})
			const stopNginx = onCleanup(() => nginx.stop())
			try {
				const single = new URL(PAGE_PATH, app.origin).href
				const through = new URL(PAGE_PATH, site).href
				await request(through, { headers: { 'accept-encoding': 'br' } })
				const probe = await request(through, { headers: { 'accept-encoding': 'br' } })
				checks.push({
					name: 'nginx answers the page from its cache',
					pass: probe.status === 200 && probe.headers['x-proxy-cache'] === 'HIT',
					detail: `status ${probe.status}, x-proxy-cache: ${probe.headers['x-proxy-cache'] ?? '(none)'}, content-encoding: ${probe.headers['content-encoding'] ?? '(none)'}`,
				})
				const targets = [
					{ name: 'one instance, directly (its HTML cache)', url: single, runs: [] as WrkResult[] },
					{ name: `nginx (TLS, its cache) → ${INSTANCES} instances`, url: through, runs: [] as WrkResult[] },
				]
				const [one, many] = targets as [(typeof targets)[0], (typeof targets)[0]]
				for (const target of targets) {
					console.log(`warm-up ${WARMUP_SECONDS} s: ${target.name}`)
					await measure(target.url, WARMUP_SECONDS)
				}
				for (const target of [one, many, many, one]) {
					console.log(`measure ${RUN_SECONDS} s: ${target.name}`)
					target.runs.push(await measure(target.url, RUN_SECONDS))
				}
				console.log(
					`\nwrk, ${THREADS} threads, ${CONNECTIONS} connections, ${2 * RUN_SECONDS} s measured per target:\n`,
				)
				printTable(
					[
						{ header: 'target' },
						{ header: 'req/s (mean)', align: 'right' },
						{ header: 'req/s per run', align: 'right' },
						{ header: 'latency p50 / p99 ms', align: 'right' },
						{ header: 'requests', align: 'right' },
						{ header: 'non-2xx', align: 'right' },
						{ header: 'errors', align: 'right' },
					],
					targets.map((target) => [
						target.name,
						mean(target.runs.map((run) => run.requestsPerSecond)).toFixed(0),
						target.runs.map((run) => run.requestsPerSecond.toFixed(0)).join(' / '),
						`${mean(target.runs.map((run) => run.latencyMs.p50)).toFixed(2)} / ${mean(target.runs.map((run) => run.latencyMs.p99)).toFixed(2)}`,
						target.runs.reduce((sum, run) => sum + run.requests, 0),
						target.runs.reduce((sum, run) => sum + run.non2xx3xx, 0),
						target.runs.reduce((sum, run) => sum + run.socketErrors, 0),
					]),
				)
				const ratio =
					mean(many.runs.map((run) => run.requestsPerSecond)) / mean(one.runs.map((run) => run.requestsPerSecond))
				console.log(`\nratio cluster/one instance: ${(ratio * 100).toFixed(0)} %\n`)
				checks.push({
					name: 'every response under load was a 2xx, without socket errors',
					pass: targets.every((target) => target.runs.every((run) => run.non2xx3xx === 0 && run.socketErrors === 0)),
					detail: targets
						.map(
							(target) =>
								`${target.name}: ${target.runs.reduce((sum, run) => sum + run.non2xx3xx + run.socketErrors, 0)} bad`,
						)
						.join('; '),
				})
			} finally {
				await stopNginx()
			}
		} finally {
			await stopInstances()
			await dropDatabase()
			await removeRoot()
		}
		printChecks(checks)
		return checks
	},
}
