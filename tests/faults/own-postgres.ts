/**
 * A throw-away PostgreSQL cluster for the fault suite: initdb into a temporary folder, on a
 * free port, started, stopped, restarted and killed at will. Never the shared server on
 * 5432, which other people use. Needs PostgreSQL's server binaries (PG_BIN, else the newest
 * /usr/lib/postgresql/<version>/bin); as root, the cluster runs as the `postgres` user.
 */
import { execFileSync } from 'node:child_process'
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir, userInfo } from 'node:os'
import path from 'node:path'

export function postgresBin(): string | undefined {
	if (process.env.PG_BIN) return process.env.PG_BIN
	const root = '/usr/lib/postgresql'
	if (!existsSync(root)) return undefined
	const versions = readdirSync(root)
		.filter((name) => existsSync(path.join(root, name, 'bin', 'initdb')))
		.sort((a, b) => Number(b) - Number(a))
	return versions[0] ? path.join(root, versions[0], 'bin') : undefined
}

async function freePort(): Promise<number> {
	const server = createServer()
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	const address = server.address()
	await new Promise((resolve) => server.close(resolve))
	return typeof address === 'object' && address ? address.port : 0
}

export interface OwnPostgres {
	url: string
	start(): void
	/** A clean, fast shutdown (connections are ended). */
	stop(): void
	/** SIGKILL to the server and every one of its processes: a crash. */
	kill(): void
	destroy(): void
}

export async function startOwnPostgres(): Promise<OwnPostgres> {
	const bin = postgresBin()
	if (!bin) throw new Error('PostgreSQL server binaries not found (set PG_BIN)')
	const root = mkdtempSync(path.join(tmpdir(), 'faults-pg-'))
	const data = path.join(root, 'data')
	const asRoot = userInfo().uid === 0
	if (asRoot) {
		chownSync(root, Number(execFileSync('id', ['-u', 'postgres'])), Number(execFileSync('id', ['-g', 'postgres'])))
		chmodSync(root, 0o700)
	}
	const run = (tool: string, args: string[]) =>
		asRoot
			? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args], { stdio: 'pipe' })
			: execFileSync(path.join(bin, tool), args, { stdio: 'pipe' })
	run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8'])
	const port = await freePort()
	const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c max_connections=50`
	const cluster: OwnPostgres = {
		url: `postgres://postgres@127.0.0.1:${port}/postgres`,
		start() {
			run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(root, 'log'), '-w', '-t', '60', 'start'])
		},
		stop() {
			run('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop'])
		},
		kill() {
			const pid = Number(readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0])
			const children = childrenOf(pid)
			for (const target of [pid, ...children]) {
				try {
					process.kill(target, 'SIGKILL')
				} catch {}
			}
			// Wait until they are all gone, or the restart finds its shared memory in use.
			const deadline = Date.now() + 10_000
			while ([pid, ...children].some(isAlive) && Date.now() < deadline) {}
			// A killed postmaster may linger as a zombie nobody reaps (PID 1 in a container), and
			// PostgreSQL would take its lock file for a live server's: the crash is real, so it goes.
			for (const file of [path.join(data, 'postmaster.pid'), path.join(root, `.s.PGSQL.${port}.lock`)]) {
				rmSync(file, { force: true })
			}
		},
		destroy() {
			try {
				cluster.stop()
			} catch {}
			rmSync(root, { recursive: true, force: true })
		},
	}
	cluster.start()
	return cluster
}

function isAlive(pid: number): boolean {
	try {
		process.kill(pid, 0)
		const state = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0]
		return state !== 'Z'
	} catch {
		return false
	}
}

function childrenOf(parent: number): number[] {
	const children: number[] = []
	for (const entry of readdirSync('/proc')) {
		if (!/^\d+$/.test(entry)) continue
		try {
			const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
			const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
			if (ppid === parent) children.push(Number(entry))
		} catch {}
	}
	return children
}
