import { expect, test } from 'vitest'
import { rateLimitSubject } from './client-address.server.ts'

test('rate limits count an IPv6 client by its /64 network and an IPv4 client by its address', () => {
	expect(rateLimitSubject('203.0.113.7')).toBe('203.0.113.7')
	expect(rateLimitSubject('2001:db8:aa:bb::1')).toBe('2001:db8:aa:bb::/64')
	expect(rateLimitSubject('2001:0DB8:00aa:00bb:1:2:3:4')).toBe('2001:db8:aa:bb::/64')
	expect(rateLimitSubject('[2001:db8:aa:bb::9]')).toBe('2001:db8:aa:bb::/64')
	expect(rateLimitSubject('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
	expect(rateLimitSubject('2001:db8::')).toBe('2001:db8:0:0::/64')
	expect(rateLimitSubject('::1')).toBe('0:0:0:0::/64')
	expect(rateLimitSubject('::ffff:198.51.100.4')).toBe('198.51.100.4')
	// Anything else (a mailbox counted by its address) is left alone.
	expect(rateLimitSubject('ana@example.pt')).toBe('ana@example.pt')
})
