import { expect, test, vi } from 'vitest'
import { logger } from '#app/lib/logger.server.ts'
import { loader } from './not-found.tsx'

test('an unknown path answers 404, logged once as a warning with the path and no stack', async () => {
	const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {})
	const error = vi.spyOn(logger, 'error').mockImplementation(() => {})
	const url = new URL('http://localhost/en/no-such-page')
	const result = loader({ url, request: new Request(url), params: {} } as unknown as Parameters<typeof loader>[0])

	expect(result.init?.status).toBe(404)
	expect(new Headers(result.init?.headers).get('Cache-Control')).toBe('private, no-store')
	expect(warn).toHaveBeenCalledTimes(1)
	expect(warn).toHaveBeenCalledWith({ path: '/en/no-such-page' }, 'page not found')
	expect(error).not.toHaveBeenCalled()
	warn.mockRestore()
	error.mockRestore()
})
