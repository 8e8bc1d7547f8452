import { configDefaults, defineConfig } from 'vitest/config'
import base from './vitest.config.ts'

/**
 * `npm run test:faults`: the fault-and-fuzz suite alone, at full strength (FAULTS=full).
 * Built from the main config's options rather than merged with it: a merge would add this
 * `include` to the main one's and run every test.
 */
export default defineConfig({
	test: {
		...base.test,
		include: ['tests/faults/**/*.test.ts'],
		exclude: configDefaults.exclude,
		env: { ...base.test?.env, FAULTS: 'full' },
		testTimeout: 300_000,
		outputFile: { json: 'reports/vitest-faults.json' },
	},
})
