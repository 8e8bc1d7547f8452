import { defineConfig, mergeConfig } from 'vitest/config'
import base from './vitest.config.ts'

/** `npm run test:faults`: the fault-and-fuzz suite alone, at full strength (FAULTS=full). */
export default mergeConfig(
	base,
	defineConfig({
		test: {
			include: ['tests/faults/**/*.test.ts'],
			env: { FAULTS: 'full' },
			testTimeout: 300_000,
			outputFile: { json: 'reports/vitest-faults.json' },
		},
	}),
)
