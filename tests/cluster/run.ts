/**
 * The cluster test (`npm run test:cluster`): three instances of the built server on one fresh
 * PostgreSQL database behind nginx running deploy/nginx/silver-coast.conf, and what a visitor,
 * the admin and the database see of them (docs/decisions/025-scale-out-load-balancer-and-rolling-restarts.md):
 *
 * - the instances agree: a session, a two-factor sign-in and a data-page link work whichever
 *   instance answers each step; an uploaded image is served by every instance;
 * - an edit through one instance reaches every instance and nginx's cache (the time is printed);
 * - nginx caches public pages, never a signed-in page, and passes the visitor's address on;
 * - rate limits, the mail queue and the daily retention job are shared: once per cluster;
 * - a rolling restart under load (reads and contact-form posts through nginx), with an additive
 *   migration applied half-way, fails no request and loses no acknowledged post.
 *
 * Prints each check as PASS/FAIL and exits 1 if any failed. Needs PostgreSQL on 127.0.0.1:5432
 * (TEST_PG_URL to use another server), openssl, and nginx (installed from Debian when missing).
 */

import { execFileSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import pg from 'pg'
import sharp from 'sharp'
import { totpCode } from '#app/features/auth/auth.server.ts'
import { scratchPostgres } from '../../bench/lib/scratch-postgres.ts'
import { PROJECT_ROOT } from '../../bench/lib/server.ts'
import { secretFromBase32 } from '../e2e/support/admin.ts'
import { listMails, waitForMail } from '../e2e/support/outbox.ts'
import { CookieJar, formFields, postForm, postMultipart, request } from './http-client.ts'
import { Instance } from './instances.ts'
import { startNginx } from './nginx.ts'
import { rollingRestart } from './rolling-restart.ts'

const ADMIN = { email: 'admin@cluster.example.com', password: 'cluster test admin passphrase' }
const OWNER_EMAIL = 'owner@cluster.example.com'
const INSTANCE_COUNT = 3
/** Ports of this test (nginx https, nginx http, then the instances). */
const BASE_PORT = Number(process.env.CLUSTER_BASE_PORT ?? 3290)

interface Result {
	name: string
	pass: boolean
	detail: string
}
const results: Result[] = []
const figures: [string, string][] = []

async function check(name: string, body: () => Promise<string>): Promise<void> {
	const started = Date.now()
	try {
		const detail = await body()
		results.push({ name, pass: true, detail })
		console.log(`PASS  ${name} (${Date.now() - started} ms)${detail ? `\n      ${detail}` : ''}`)
	} catch (error) {
		const detail = error instanceof Error ? error.message : String(error)
		results.push({ name, pass: false, detail })
		console.log(`FAIL  ${name} (${Date.now() - started} ms)\n      ${detail.split('\n').join('\n      ')}`)
	}
}

function expect(condition: unknown, message: string): asserts condition {
	if (!condition) throw new Error(message)
}

async function main(): Promise<number> {
	const root = mkdtempSync(path.join(os.tmpdir(), 'silver-coast-cluster-'))
	const scratch = await scratchPostgres('cluster', process.env.TEST_PG_URL)
	if (!scratch) throw new Error('PostgreSQL does not answer on 127.0.0.1:5432 (set TEST_PG_URL)')
	const databaseUrl = scratch.url
	const database = new URL(databaseUrl).pathname.slice(1)
	const db = new pg.Pool({ connectionString: databaseUrl, max: 2 })
	db.on('error', () => {}) // an idle connection ended by the final drop
	const httpsPort = BASE_PORT
	const site = `https://127.0.0.1:${httpsPort}`
	// The shared outbox folder, read with the e2e helpers (they look in $E2E_DATA_DIR/outbox).
	process.env.E2E_DATA_DIR = path.join(root, 'mail')
	const env = {
		DATABASE_URL: databaseUrl,
		SITE_URL: site,
		TRUST_PROXY: 'true',
		OWNER_EMAIL,
		MAIL_OUTBOX_DIR: path.join(root, 'mail', 'outbox'),
		LOG_LEVEL: 'info',
	}
	const instances = Array.from(
		{ length: INSTANCE_COUNT },
		(_, index) => new Instance({ name: `instance-${index + 1}`, port: BASE_PORT + 2 + index, root, env }),
	)
	let nginx: Awaited<ReturnType<typeof startNginx>> | undefined
	try {
		console.log(`database ${database}, folder ${root}`)
		// The administrator, as an operator makes one (README): the script also runs the migrations.
		execFileSync(
			process.execPath,
			['--import', 'tsx', 'scripts/admin-create.ts', '--email', ADMIN.email, '--password', ADMIN.password],
			{
				cwd: PROJECT_ROOT,
				env: { ...process.env, ...env, DATA_DIR: path.join(root, 'admin-create'), LOG_LEVEL: 'warn' },
				stdio: 'pipe',
			},
		)
		await Promise.all(instances.map((instance) => instance.start()))
		nginx = await startNginx({
			root: path.join(root, 'nginx'),
			httpsPort,
			httpPort: BASE_PORT + 1,
			upstreamPorts: instances.map((instance) => instance.port),
		})
		const startedAt = Date.now()
		console.log(
			`${INSTANCE_COUNT} instances (ports ${instances.map((i) => i.port).join(', ')}) behind nginx at ${site}\n`,
		)
		figures.push(['instances', String(INSTANCE_COUNT)])

		await clusterChecks({ instances, site, db })

		// Every instance has looked whether the daily retention run is due (5 s after its start).
		await sleep(Math.max(0, 6_000 - (Date.now() - startedAt)))
		await check('the retention job ran once for the whole cluster, not once per instance', async () => {
			const runs = instances.map((instance) => instance.logLines('retention run finished').length)
			const total = runs.reduce((sum, n) => sum + n, 0)
			const { rows } = await db.query("select value from app_state where key = 'retention.last_run'")
			expect(total === 1, `runs per instance: ${runs.join(', ')}`)
			expect(rows.length === 1, 'no last run recorded in app_state')
			return `runs per instance: ${runs.join(', ')}`
		})

		await rollingRestart({ instances, site, db, check, figures })

		await check('after the roll and the instances restarting, the retention job still ran once in all', async () => {
			await sleep(6_000)
			const runs = instances.map((instance) => instance.logLines('retention run finished').length)
			expect(runs.reduce((sum, n) => sum + n, 0) === 1, `runs per instance: ${runs.join(', ')}`)
			return `runs per instance: ${runs.join(', ')}`
		})
	} finally {
		await Promise.all(instances.map((instance) => instance.kill()))
		await nginx?.stop()
		await db.end()
		await scratch.drop().catch(() => {})
		const failed = results.some((result) => !result.pass)
		if (failed) {
			for (const instance of instances) {
				const errors = instance
					.log()
					.split('\n')
					.filter((line) => /"level":(50|60)/.test(line))
				if (errors.length) console.log(`\n${instance.name} errors:\n${errors.slice(-10).join('\n')}`)
			}
			if (nginx) console.log(`\nnginx error log (last lines):\n${nginx.errorLog().split('\n').slice(-15).join('\n')}`)
		}
		// KEEP_CLUSTER=1 keeps the folder (instance logs, nginx logs) to look into a failure.
		if (!process.env.KEEP_CLUSTER) rmSync(root, { recursive: true, force: true })
	}

	console.log('\nFigures')
	for (const [name, value] of figures) console.log(`  ${name.padEnd(48)} ${value}`)
	const failed = results.filter((result) => !result.pass)
	mkdirSync(path.join(PROJECT_ROOT, 'reports'), { recursive: true })
	writeFileSync(
		path.join(PROJECT_ROOT, 'reports/cluster.json'),
		`${JSON.stringify({ passed: results.length - failed.length, failed: failed.length, results, figures: Object.fromEntries(figures) }, null, '\t')}\n`,
	)
	console.log(`\n${results.length - failed.length} passed, ${failed.length} failed`)
	for (const result of failed) console.log(`  FAILED: ${result.name}`)
	return failed.length ? 1 : 0
}

interface Cluster {
	instances: Instance[]
	site: string
	db: pg.Pool
}

async function clusterChecks({ instances, site }: Cluster): Promise<void> {
	const [one, two, three] = instances as [Instance, Instance, Instance]
	const jar = new CookieJar()

	await check('a password sign-in on one instance is a session on every other', async () => {
		const signIn = await postForm(`${one.origin}/admin`, { intent: 'password', ...ADMIN }, { jar })
		expect(signIn.status === 302 || signIn.status === 303, `sign-in answered ${signIn.status}`)
		for (const instance of [two, three]) {
			const page = await request(`${instance.origin}/admin/dashboard`, { jar })
			expect(page.status === 200 && page.body.includes('Dashboard Admin'), `${instance.name}: ${page.status}`)
		}
		return `cookies: ${jar.names().join(', ')}`
	})

	let secret = ''
	await check(
		'two-factor set up across instances, then a sign-in with a code: each step on another instance',
		async () => {
			const security = `/admin/dashboard/seguranca`
			const enabled = await postForm(
				`${two.origin}${security}`,
				{ intent: 'enable', password: ADMIN.password },
				{ jar },
			)
			expect(enabled.status < 400, `enable answered ${enabled.status}`)
			const page = await request(`${three.origin}${security}`, { jar })
			const key = /secret=([A-Z2-7]+)/.exec(decodeURIComponent(page.body))?.[1]
			expect(key, `${three.name} shows no pending two-factor key (status ${page.status})`)
			secret = secretFromBase32(key)
			const confirmed = await postForm(
				`${one.origin}${security}`,
				{ intent: 'confirm', code: totpCode(secret) },
				{ jar },
			)
			expect(confirmed.status < 400, `confirm answered ${confirmed.status}`)
			// A new browser: password on one instance, the code (of the next time step, as the
			// current one was just used) on another, the dashboard from the third.
			const browser = new CookieJar()
			const first = await postForm(`${two.origin}/admin`, { intent: 'password', ...ADMIN }, { jar: browser })
			expect(first.status === 200 && first.body.includes('Código de verificação'), `password step: ${first.status}`)
			const code = totpCode(secret, Date.now() + 30_000)
			const second = await postForm(`${three.origin}/admin`, { intent: 'two-factor', code }, { jar: browser })
			expect(second.status === 302 || second.status === 303, `code step answered ${second.status}`)
			const dashboard = await request(`${one.origin}/admin/dashboard`, { jar: browser })
			expect(dashboard.status === 200 && dashboard.body.includes('Dashboard Admin'), `dashboard: ${dashboard.status}`)
			return ''
		},
	)

	await check('a signed-in page through nginx is never served to an anonymous visitor', async () => {
		const signedIn = await request(`${site}/admin/dashboard`, { jar })
		expect(signedIn.status === 200, `signed in through nginx: ${signedIn.status}`)
		const anonymous = await request(`${site}/admin/dashboard`)
		expect(anonymous.status === 302 || anonymous.status === 303, `anonymous: ${anonymous.status}`)
		const home = await request(`${site}/`, { jar })
		expect(
			!home.headers['x-proxy-cache'] || home.headers['x-proxy-cache'] === 'BYPASS',
			'a signed-in request used the cache',
		)
		return `anonymous GET /admin/dashboard: ${anonymous.status} to ${anonymous.headers.location}`
	})

	await check('nginx serves public pages from its cache, revalidated with the ETag', async () => {
		await request(`${site}/bio`)
		// nginx keeps the copy to the end of the second it was stored in: a request that crosses into
		// the next second finds it expired and revalidates it (REVALIDATED), and the one after, within
		// that second, is a HIT. Three tries cannot all cross a second boundary.
		let second = await request(`${site}/bio`)
		for (let attempt = 1; attempt < 3 && second.headers['x-proxy-cache'] === 'REVALIDATED'; attempt++) {
			second = await request(`${site}/bio`)
		}
		expect(
			second.status === 200 && second.headers['x-proxy-cache'] === 'HIT',
			`x-proxy-cache: ${second.headers['x-proxy-cache']}`,
		)
		const etag = String(second.headers.etag ?? '')
		const conditional = await request(`${site}/bio`, { headers: { 'if-none-match': etag } })
		expect(conditional.status === 304, `If-None-Match answered ${conditional.status}`)
		// Kept to the end of the second it was stored in (the app's X-Accel-Expires).
		await sleep(1_100)
		const later = await request(`${site}/bio`)
		expect(later.headers['x-proxy-cache'] === 'REVALIDATED', `a second later: ${later.headers['x-proxy-cache']}`)
		const asset = /\/assets\/[\w.-]+\.js/.exec(second.body)?.[0]
		expect(asset, 'no asset linked from /bio')
		await request(`${site}${asset}`)
		const cachedAsset = await request(`${site}${asset}`)
		expect(cachedAsset.headers['x-proxy-cache'] === 'HIT', `asset: ${cachedAsset.headers['x-proxy-cache']}`)
		return `HIT, 304 to If-None-Match, ${later.headers['x-proxy-cache']} a second later; ${asset}: ${cachedAsset.headers['cache-control']}`
	})

	await check('an edit through one instance reaches every instance and nginx', async () => {
		const marker = `Editado no cluster ${randomUUID().slice(0, 8)}`
		const targets = [
			...instances.map((instance) => ({ name: instance.name, url: `${instance.origin}/` })),
			{ name: 'nginx', url: `${site}/` },
		]
		for (const target of targets) await request(target.url) // every copy cached before the edit
		await request(`${site}/`)
		const form = await request(`${one.origin}/admin/dashboard/definicoes`, { jar })
		const fields = formFields(form.body, 'home_hero.pt-PT')
		fields['home_hero.pt-PT'] = marker
		const saved = await postForm(`${one.origin}/admin/dashboard/definicoes`, fields, { jar })
		const editedAt = Date.now()
		expect(saved.status < 400, `save answered ${saved.status}`)
		// Each target polled on its own: the first request that gets the new page says when it
		// was visible (its sending time) and how long that first fresh answer took to come.
		const firstFresh = await Promise.all(
			targets.map(async (target) => {
				while (Date.now() - editedAt < 10_000) {
					const sentAt = Date.now() - editedAt
					const page = await request(target.url)
					if (page.body.includes(marker)) return { name: target.name, sentAt, answeredAt: Date.now() - editedAt }
					await sleep(20)
				}
				return { name: target.name, sentAt: Number.NaN, answeredAt: Number.NaN }
			}),
		)
		const times = firstFresh
			.map((fresh) => `${fresh.name} ${fresh.sentAt} ms (answered at ${fresh.answeredAt} ms)`)
			.join(', ')
		expect(
			firstFresh.every((fresh) => Number.isFinite(fresh.sentAt)),
			`not everywhere within 10 s: ${times}`,
		)
		const slowest = Math.max(...firstFresh.map((fresh) => fresh.sentAt))
		const slowestAnswer = Math.max(...firstFresh.map((fresh) => fresh.answeredAt))
		figures.push([
			'time for an edit to reach every instance + nginx',
			`${slowest} ms after the save, the new page fully received by ${slowestAnswer} ms (target ≤ 1000 ms)`,
		])
		figures.push(['  per target (first request that got the new page)', times])
		return times
	})

	await check('an image uploaded through one instance is served by every instance and nginx', async () => {
		const image = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a6f97' } })
			.jpeg()
			.toBuffer()
		const upload = await postMultipart(
			`${one.origin}/admin/dashboard/bio`,
			{ intent: 'upload-image', imageWidth: '' },
			{ field: 'imageFile', name: 'cluster.jpg', type: 'image/jpeg', data: image },
			{ jar },
		)
		const url = /\/uploads\/[\w/.-]+\.jpg/.exec(upload.body)?.[0]
		expect(url, `no image address in the answer (${upload.status})`)
		const answers = await Promise.all(
			[...instances.map((instance) => instance.origin), site].map((origin) => request(`${origin}${url}`)),
		)
		const statuses = answers.map((answer) => `${answer.status} ${answer.headers['content-type'] ?? ''}`)
		expect(
			answers.every((answer) => answer.status === 200 && answer.headers['content-type'] === 'image/jpeg'),
			`${url}: ${statuses.join('; ')}`,
		)
		return `${url}: ${statuses.join('; ')}`
	})

	const visitor = `visitante-${randomUUID().slice(0, 8)}@cluster.example.com`
	await check('a contact message notifies the owner exactly once, though every instance sends mail', async () => {
		const subject = `Mensagem única ${randomUUID()}`
		const sent = await postForm(
			`${site}/contacto`,
			{ name: 'Visitante', email: visitor, subject, message: 'Uma mensagem para o cluster.', gdprConsent: 'on' },
			{ localAddress: '127.0.1.1' },
		)
		expect(sent.status === 200, `contact answered ${sent.status}`)
		await waitForMail({ to: OWNER_EMAIL, kind: 'contact.notification', subjectIncludes: subject, timeoutMs: 15_000 })
		await sleep(3_000) // every instance's sender has had its turns
		const mails = await listMails({ to: OWNER_EMAIL, kind: 'contact.notification', subjectIncludes: subject })
		expect(mails.length === 1, `${mails.length} notifications written`)
		return `1 notification written, ${mails[0]?.file ? path.basename(mails[0].file) : ''}`
	})

	await check('a data-page link asked on one instance opens on another and verifies on a third', async () => {
		const after = new Date()
		const asked = await postForm(`${one.origin}/gerir-dados`, { intent: 'request', email: visitor, want: 'view' })
		expect(asked.status === 200, `request answered ${asked.status}`)
		const mail = await waitForMail({ to: visitor, after, timeoutMs: 15_000 })
		const link = mail.links.find((candidate) => candidate.includes('/gerir-dados'))
		expect(link, `no data-page link in the mail: ${mail.links.join(' ')}`)
		const { pathname, search } = new URL(link)
		const browser = new CookieJar()
		const opened = await request(`${two.origin}${pathname}${search}`, { jar: browser })
		expect(opened.status === 200, `link answered ${opened.status}`)
		const verified = await postForm(`${three.origin}${pathname}${search}`, formFields(opened.body, 'token'), {
			jar: browser,
		})
		expect(verified.status === 302 || verified.status === 303, `verify answered ${verified.status}`)
		const page = await request(`${one.origin}/gerir-dados`, { jar: browser })
		expect(page.status === 200 && page.body.includes(visitor), `the data page on ${one.name} does not show the address`)
		return ''
	})

	await check('the contact form limit is shared: the sixth post is refused, whichever instance takes it', async () => {
		const statuses: number[] = []
		for (let index = 0; index < 6; index++) {
			const instance = instances[index % instances.length] as Instance
			const answer = await postForm(
				`${instance.origin}/contacto`,
				{
					name: 'Limite',
					email: 'limite@cluster.example.com',
					subject: `Limite ${index}`,
					message: 'Mensagem de limite.',
					gdprConsent: 'on',
				},
				// The address nginx would pass on (TRUST_PROXY).
				{ headers: { 'x-forwarded-for': '198.51.100.7' } },
			)
			statuses.push(answer.status)
		}
		expect(
			statuses.slice(0, 5).every((status) => status === 200) && statuses[5] === 429,
			`statuses: ${statuses.join(', ')}`,
		)
		return `statuses across instances: ${statuses.join(', ')}`
	})

	await check("through nginx, the limit counts the visitor's address, not nginx's", async () => {
		const post = (localAddress: string, index: number) =>
			postForm(
				`${site}/contacto`,
				{
					name: 'Endereço',
					email: 'endereco@cluster.example.com',
					subject: `Endereço ${index}`,
					message: 'Mensagem de endereço.',
					gdprConsent: 'on',
				},
				{ localAddress },
			)
		const statuses: number[] = []
		for (let index = 0; index < 6; index++) statuses.push((await post('127.0.2.1', index)).status)
		const other = await post('127.0.2.2', 6)
		expect(statuses[5] === 429 && other.status === 200, `127.0.2.1: ${statuses.join(', ')}; 127.0.2.2: ${other.status}`)
		return `127.0.2.1: ${statuses.join(', ')}; 127.0.2.2: ${other.status}`
	})
}

main()
	.then((code) => process.exit(code))
	.catch((error: unknown) => {
		console.error(error instanceof Error ? (error.stack ?? error.message) : error)
		process.exit(1)
	})
