import { randomBytes } from 'node:crypto'
import { singleton } from './singleton.server.ts'

/**
 * A secret that marks the inline scripts React Router renders (via `<ServerRouter nonce>`).
 * The server allows exactly those scripts in the CSP by their hashes and removes the marker
 * before the page leaves (server/security-headers.ts), so the secret is never published and
 * any other inline script, however it got into a page, is blocked.
 */
export const SCRIPT_NONCE = singleton('script-nonce', () => randomBytes(18).toString('base64url'))
