// The esbuild options of the HTTP server's bundles (scripts/build-server.mjs builds them;
// scripts/server-bundles.test.ts checks the mail thread's).
import { fileURLToPath } from 'node:url'

const common = {
	outdir: 'build/server',
	bundle: true,
	platform: 'node',
	format: 'esm',
	target: 'node20',
	packages: 'external',
	sourcemap: true,
	logLevel: 'warning',
}

/**
 * The mail sender's thread gets the server's parsed environment instead of the schema that
 * parses it, so zod stays out of its heap (app/config/parent-env.server.ts).
 */
const parentEnv = {
	name: 'parent-env',
	setup(build) {
		const replacement = fileURLToPath(new URL('../app/config/parent-env.server.ts', import.meta.url))
		build.onResolve({ filter: /[\\/]env-schema\.server\.ts$/ }, () => ({ path: replacement }))
	},
}

export const serverBundles = [
	// The server.
	{ ...common, entryPoints: ['server/main.ts'] },
	// The mail sender's thread it starts on PostgreSQL (server/mail-thread.ts).
	{ ...common, entryPoints: ['server/mail-worker.ts'], plugins: [parentEnv] },
]
