/**
 * The client's network address, as the server saw it: from the socket, or, when the server
 * sits behind its own proxy (TRUST_PROXY), the last `X-Forwarded-For` entry (the one that
 * proxy added; anything before it was written by the client). Used in memory only (rate
 * limits), never stored (ARCHITECTURE: privacy defaults).
 */
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
