/**
 * A command-line tool from Debian (nginx, wrk): its path, installed with apt-get when missing
 * (CI starts from a fresh machine).
 */
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const FOLDERS = ['/usr/sbin', '/usr/bin', '/usr/local/sbin', '/usr/local/bin']

function find(command: string): string | undefined {
	return FOLDERS.map((folder) => `${folder}/${command}`).find((candidate) => existsSync(candidate))
}

export function ensureDebianTool(command: string, debianPackage: string): string {
	const found = find(command)
	if (found) return found
	console.log(`${command} is missing: installing ${debianPackage} from Debian…`)
	const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
	execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
	execFileSync('apt-get', ['install', '-y', '-qq', debianPackage], { stdio: 'inherit', env })
	const installed = find(command)
	if (!installed) throw new Error(`${command} could not be installed (apt-get install ${debianPackage})`)
	return installed
}
