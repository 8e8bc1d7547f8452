import { afterEach, beforeEach, vi } from 'vitest'

/** A `console.error` during a test fails it, unless the test mocks console.error itself. */
let consoleError: ReturnType<typeof vi.spyOn>

beforeEach(() => {
	consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
		throw new Error(`console.error was called: ${args.map(String).join(' ')}`)
	})
})

afterEach(() => {
	consoleError.mockRestore()
})
