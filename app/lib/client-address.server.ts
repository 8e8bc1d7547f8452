/**
 * The client's network address, as the server saw it: from the socket, or, when the server
 * sits behind its own proxy (TRUST_PROXY), the last `X-Forwarded-For` entry (the one that
 * proxy added; anything before it was written by the client). Used in memory only (rate
 * limits), never stored (docs/architecture.md, "Privacy and security defaults").
 */
import { isIPv6 } from 'node:net'
import { createContext } from 'react-router'
import { singleton } from './singleton.server.ts'

export function resolveClientAddress(
	request: Request,
	socketAddress: string | undefined,
	trustProxy: boolean,
): string | undefined {
	const forwarded = trustProxy ? request.headers.get('x-forwarded-for')?.split(',').at(-1)?.trim() : undefined
	return forwarded || socketAddress || undefined
}

/**
 * The client address of the request, set by the HTTP server for loaders and actions (null
 * when unknown). One object shared by the server's bundle and the app's, which each hold a
 * copy of this module.
 */
export const clientAddressContext = singleton('client-address-context', () => createContext<string | null>(null))

/**
 * The part of a client address a rate limit counts: an IPv4 address whole, an IPv6 address
 * by its /64 network (one subscriber or host usually has a whole /64, so counting single
 * addresses would let one client take a fresh limit with every address; the sign-in
 * limits count the same way). IPv4-mapped IPv6 addresses count as their IPv4 address.
 * Anything that is not an IPv6 address is returned as it is.
 */
export function rateLimitSubject(address: string): string {
	const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '')
	if (!isIPv6(bare)) return address
	const mapped = /^(?:0{0,4}:){0,5}:?ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(bare)
	if (mapped?.[1]) return mapped[1]
	const [head = '', tail = ''] = bare.split('::')
	const headGroups = head ? head.split(':') : []
	const tailGroups = bare.includes('::') ? (tail ? tail.split(':') : []) : []
	// An embedded IPv4 tail takes two groups; only the first four groups matter here anyway.
	const tailLength = tailGroups.reduce((count, group) => count + (group.includes('.') ? 2 : 1), 0)
	const groups = bare.includes('::')
		? [...headGroups, ...Array<string>(Math.max(0, 8 - headGroups.length - tailLength)).fill('0'), ...tailGroups]
		: headGroups
	const network = groups.slice(0, 4).map((group) => (Number.parseInt(group, 16) || 0).toString(16))
	return `${network.join(':')}::/64`
}
