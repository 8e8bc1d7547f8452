import { defineConfig } from 'vitest/config'

export default defineConfig({
	test: {
		include: [
			'app/**/*.test.{ts,tsx}',
			'server/**/*.test.ts',
			'scripts/**/*.test.ts',
			'tests/support/**/*.test.ts',
			'tests/faults/**/*.test.ts',
		],
		environment: 'node',
		setupFiles: ['./tests/setup/vitest.setup.ts'],
		testTimeout: 30_000,
		hookTimeout: 60_000,
		// PGlite instances are memory-hungry; two workers match this two-core machine.
		maxWorkers: 2,
		env: { NODE_ENV: 'test', LOG_LEVEL: 'silent' },
		reporters: ['default', 'json'],
		outputFile: { json: 'reports/vitest.json' },
	},
})
