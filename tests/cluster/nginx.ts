/**
 * nginx for the cluster test: installed from Debian when missing, run as the test's own
 * process (never the system service) from the production file deploy/nginx/silver-coast.conf,
 * with only its ports, paths and certificate substituted. Each substitution must find its line,
 * so a change to the production file that the test no longer follows fails loudly.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import { userInfo } from 'node:os'
import path from 'node:path'
import { hasExited, stopChild } from '../../bench/lib/child.ts'
import { ensureDebianTool } from '../../bench/lib/debian-tool.ts'
import { PROJECT_ROOT } from '../../bench/lib/server.ts'

export const DEPLOY_CONF = path.join(PROJECT_ROOT, 'deploy/nginx/silver-coast.conf')

/** The nginx binary, installed from Debian (nginx-light) when missing. */
export function ensureNginx(): string {
	return ensureDebianTool('nginx', 'nginx-light')
}

export interface NginxSetup {
	/** Where everything of this nginx lives (config, cache, logs, certificate). */
	root: string
	httpsPort: number
	httpPort: number
	upstreamPorts: number[]
}

function replaceOnce(text: string, pattern: RegExp, replacement: string, what: string): string {
	if (!pattern.test(text)) throw new Error(`deploy/nginx/silver-coast.conf: ${what} not found (${pattern})`)
	return text.replace(pattern, replacement)
}

/**
 * How long nginx counts an instance out after a connection to it failed (the upstream
 * servers' `fail_timeout`): a rolling restart waits that long after each instance is back,
 * so that never more than one instance is counted out.
 */
export function upstreamFailTimeoutMs(): number {
	const seconds = /fail_timeout=(\d+)s/.exec(readFileSync(DEPLOY_CONF, 'utf8'))?.[1]
	if (!seconds) throw new Error('deploy/nginx/silver-coast.conf: fail_timeout not found')
	return Number(seconds) * 1000
}

/** The production file with the test's ports and paths. */
export function siteConfFor({ root, httpsPort, httpPort, upstreamPorts }: NginxSetup): string {
	let conf = readFileSync(DEPLOY_CONF, 'utf8')
	const servers = upstreamPorts.map((port) => `\tserver 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`).join('\n')
	conf = replaceOnce(conf, /(?:^\tserver 127\.0\.0\.1:\d+ [^\n]*\n)+/m, `${servers}\n`, 'the upstream servers')
	conf = replaceOnce(conf, /\/var\/cache\/nginx\/silver-coast/, path.join(root, 'cache'), 'the cache path')
	conf = replaceOnce(conf, /^\tlisten 80;\n\tlisten \[::\]:80;\n/m, `\tlisten 127.0.0.1:${httpPort};\n`, 'listen 80')
	conf = replaceOnce(
		conf,
		/^\tlisten 443 ssl http2;\n\tlisten \[::\]:443 ssl http2;\n/m,
		`\tlisten 127.0.0.1:${httpsPort} ssl http2;\n`,
		'listen 443',
	)
	conf = replaceOnce(
		conf,
		/\/etc\/letsencrypt\/live\/example\.com\/fullchain\.pem/,
		path.join(root, 'cert.pem'),
		'cert',
	)
	conf = replaceOnce(conf, /\/etc\/letsencrypt\/live\/example\.com\/privkey\.pem/, path.join(root, 'key.pem'), 'key')
	conf = replaceOnce(conf, /\/var\/www\/letsencrypt/, path.join(root, 'acme'), 'the ACME root')
	conf = replaceOnce(conf, /\/var\/log\/nginx\/silver-coast\.access\.log/, path.join(root, 'access.log'), 'access_log')
	return conf
}

/** The main file around it: what /etc/nginx/nginx.conf provides on a server. */
function mainConf(root: string): string {
	const temp = (name: string) => path.join(root, 'temp', name)
	return [
		// As root, workers would run as `nobody` and could not read the test's folder.
		userInfo().uid === 0 ? 'user root;' : '',
		'worker_processes 2;',
		`pid ${path.join(root, 'nginx.pid')};`,
		`error_log ${path.join(root, 'error.log')} warn;`,
		'events { worker_connections 1024; }',
		'http {',
		'\tinclude /etc/nginx/mime.types;',
		'\tdefault_type application/octet-stream;',
		`\tclient_body_temp_path ${temp('body')};`,
		`\tproxy_temp_path ${temp('proxy')};`,
		`\tfastcgi_temp_path ${temp('fastcgi')};`,
		`\tuwsgi_temp_path ${temp('uwsgi')};`,
		`\tscgi_temp_path ${temp('scgi')};`,
		`\tinclude ${path.join(root, 'silver-coast.conf')};`,
		'}',
		'',
	].join('\n')
}

export interface RunningNginx {
	stop(): Promise<void>
	errorLog(): string
}

export async function startNginx(setup: NginxSetup): Promise<RunningNginx> {
	const binary = ensureNginx()
	const { root } = setup
	for (const folder of ['cache', 'acme', 'temp']) mkdirSync(path.join(root, folder), { recursive: true })
	execFileSync(
		'openssl',
		[
			'req',
			'-x509',
			'-newkey',
			'rsa:2048',
			'-nodes',
			'-days',
			'1',
			'-subj',
			'/CN=127.0.0.1',
			'-keyout',
			path.join(root, 'key.pem'),
			'-out',
			path.join(root, 'cert.pem'),
		],
		{ stdio: 'pipe' },
	)
	writeFileSync(path.join(root, 'silver-coast.conf'), siteConfFor(setup))
	const confFile = path.join(root, 'nginx.conf')
	writeFileSync(confFile, mainConf(root))
	execFileSync(binary, ['-t', '-q', '-p', root, '-c', confFile], { stdio: 'pipe' })
	const child: ChildProcess = spawn(binary, ['-p', root, '-c', confFile, '-g', 'daemon off;'], {
		stdio: ['ignore', 'inherit', 'inherit'],
	})
	const errorLog = () => {
		try {
			return readFileSync(path.join(root, 'error.log'), 'utf8')
		} catch {
			return ''
		}
	}
	// Ready once it accepts connections (its pid file comes before that).
	const deadline = Date.now() + 10_000
	while (!(await accepts(setup.httpsPort))) {
		if (hasExited(child) || Date.now() > deadline) throw new Error(`nginx did not start:\n${errorLog()}`)
		await new Promise((resolve) => setTimeout(resolve, 50))
	}
	return { stop: () => stopChild(child, 10_000), errorLog }
}

function accepts(port: number): Promise<boolean> {
	return new Promise((resolve) => {
		const socket = net.connect(port, '127.0.0.1')
		socket.once('connect', () => {
			socket.destroy()
			resolve(true)
		})
		socket.once('error', () => resolve(false))
	})
}
