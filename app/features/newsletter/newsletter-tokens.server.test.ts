import { expect, test } from 'vitest'
import { CONFIRM_LINK_MS, checkToken, signToken, tokenSubscriptionId } from './newsletter-tokens.server.ts'

const SECRET = 'a-test-secret-that-is-long-enough-0123456789'
const ID = '0b6f7f0e-6d1c-4c0a-9a43-2f5e8c3d9b11'
const EMAIL = 'maria@example.pt'
const NOW = new Date('2025-06-01T10:00:00Z')
const confirm = { purpose: 'confirm', subscriptionId: ID, email: EMAIL } as const

function confirmToken(expiresAt = new Date(NOW.getTime() + CONFIRM_LINK_MS)) {
	return signToken({ ...confirm, expiresAt }, SECRET)
}

test('a confirmation token is valid for its subscription and e-mail until it expires', () => {
	const token = confirmToken()
	expect(tokenSubscriptionId(token)).toBe(ID)
	expect(checkToken(token, { ...confirm, now: NOW }, SECRET)).toBe('valid')
	expect(checkToken(token, { ...confirm, now: new Date(NOW.getTime() + CONFIRM_LINK_MS - 1000) }, SECRET)).toBe('valid')
})

test('a confirmation token no longer works once its expiry has passed', () => {
	const token = confirmToken()
	expect(checkToken(token, { ...confirm, now: new Date(NOW.getTime() + CONFIRM_LINK_MS) }, SECRET)).toBe('expired')
})

test('a token carries no e-mail address', () => {
	expect(confirmToken()).not.toContain('maria')
	expect(Buffer.from(confirmToken().split('.')[2] ?? '', 'base64url').toString('latin1')).not.toContain('maria')
})

test('a tampered token is refused: another expiry, another signature, another subscription', () => {
	const token = confirmToken()
	const [id, expiry, mac = ''] = token.split('.')
	const later = (Number.parseInt(expiry ?? '', 36) + 86_400).toString(36)
	expect(checkToken(`${id}.${later}.${mac}`, { ...confirm, now: NOW }, SECRET)).toBe('invalid')
	const flipped = `${mac.startsWith('A') ? 'B' : 'A'}${mac.slice(1)}`
	expect(checkToken(`${id}.${expiry}.${flipped}`, { ...confirm, now: NOW }, SECRET)).toBe('invalid')
	const otherId = '1b6f7f0e-6d1c-4c0a-9a43-2f5e8c3d9b11'
	expect(checkToken(`${otherId}.${expiry}.${mac}`, { ...confirm, subscriptionId: otherId, now: NOW }, SECRET)).toBe(
		'invalid',
	)
	expect(checkToken(token.slice(0, -1), { ...confirm, now: NOW }, SECRET)).toBe('invalid')
	expect(checkToken(`${token}.x`, { ...confirm, now: NOW }, SECRET)).toBe('invalid')
})

test('a token is bound to the e-mail address of the subscription and to the server secret', () => {
	const token = confirmToken()
	expect(checkToken(token, { ...confirm, email: 'other@example.pt', now: NOW }, SECRET)).toBe('invalid')
	expect(checkToken(token, { ...confirm, now: NOW }, `${SECRET}-rotated`)).toBe('invalid')
})

test('a token made for one purpose does not work for the other', () => {
	const unsubscribe = signToken({ purpose: 'unsubscribe', subscriptionId: ID, email: EMAIL }, SECRET)
	expect(checkToken(unsubscribe, { purpose: 'unsubscribe', subscriptionId: ID, email: EMAIL, now: NOW }, SECRET)).toBe(
		'valid',
	)
	expect(checkToken(unsubscribe, { ...confirm, now: NOW }, SECRET)).toBe('invalid')
	expect(checkToken(confirmToken(), { ...confirm, purpose: 'unsubscribe', now: NOW }, SECRET)).toBe('invalid')
})

test('an unsubscribe token never expires', () => {
	const token = signToken({ purpose: 'unsubscribe', subscriptionId: ID, email: EMAIL }, SECRET)
	const inTenYears = new Date(NOW.getTime() + 10 * 365 * 24 * 60 * 60 * 1000)
	expect(checkToken(token, { purpose: 'unsubscribe', subscriptionId: ID, email: EMAIL, now: inTenYears }, SECRET)).toBe(
		'valid',
	)
})

test('a confirmation or keep token signed without an expiry is refused', () => {
	const endless = signToken(confirm, SECRET)
	expect(checkToken(endless, { ...confirm, now: NOW }, SECRET)).toBe('invalid')
	const keep = { ...confirm, purpose: 'keep' } as const
	expect(checkToken(signToken(keep, SECRET), { ...keep, now: NOW }, SECRET)).toBe('invalid')
})

test('a keep token works until its expiry and for keeping only', () => {
	const keep = { ...confirm, purpose: 'keep' } as const
	const expiresAt = new Date(NOW.getTime() + 31 * 24 * 60 * 60 * 1000)
	const token = signToken({ ...keep, expiresAt }, SECRET)
	expect(checkToken(token, { ...keep, now: NOW }, SECRET)).toBe('valid')
	expect(checkToken(token, { ...keep, now: expiresAt }, SECRET)).toBe('expired')
	expect(checkToken(token, { ...confirm, now: NOW }, SECRET)).toBe('invalid')
	expect(checkToken(token, { ...confirm, purpose: 'unsubscribe', now: NOW }, SECRET)).toBe('invalid')
})

test('anything not shaped like a token names no subscription', () => {
	for (const junk of [
		null,
		undefined,
		'',
		'abc',
		`${ID}`,
		`${ID}.0`,
		`not-a-uuid.0.${'a'.repeat(43)}`,
		"'; drop table",
	]) {
		expect(tokenSubscriptionId(junk)).toBeUndefined()
	}
})
