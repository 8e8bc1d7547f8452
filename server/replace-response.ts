import type { Context } from 'hono'

/**
 * Replaces the response outright. Assigning `c.res` merges the old response's headers into
 * the new one (a stale Content-Length, for one); clearing it first avoids that.
 */
export function replaceResponse(c: Context, response: Response): void {
	c.res = undefined
	c.res = response
}
