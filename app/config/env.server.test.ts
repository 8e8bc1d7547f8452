import { expect, test } from 'vitest'
import { ConfigError, parseEnv } from './env.server.ts'

test('an empty environment gives the embedded defaults', () => {
	const env = parseEnv({})
	expect(env).toMatchObject({ PORT: 3000, DATA_DIR: './data', SITE_URL: 'http://localhost:3000' })
	expect(env.DATABASE_URL).toBeUndefined()
	expect(env.SMTP_URL).toBeUndefined()
})

test('a bad value stops the start with the variable named', () => {
	expect(() => parseEnv({ PORT: 'eighty' })).toThrow(ConfigError)
	expect(() => parseEnv({ PORT: 'eighty' })).toThrow(/PORT/)
	expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/)
	expect(() => parseEnv({ GA_MEASUREMENT_ID: 'UA-123' })).toThrow(/GA_MEASUREMENT_ID/)
	expect(() => parseEnv({ SITE_URL: 'not a url' })).toThrow(/SITE_URL/)
})

test('the admin e-mail and password come together', () => {
	expect(() => parseEnv({ ADMIN_EMAIL: 'owner@example.com' })).toThrow(/ADMIN_PASSWORD/)
	expect(parseEnv({ ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'a-long-passphrase' }).ADMIN_EMAIL).toBe(
		'owner@example.com',
	)
})

test('without SITE_URL the site URL follows the port', () => {
	expect(parseEnv({ PORT: '8080' }).SITE_URL).toBe('http://localhost:8080')
})

test('the site URL is kept without a trailing slash', () => {
	expect(parseEnv({ SITE_URL: 'https://ricardobranco.pt/' }).SITE_URL).toBe('https://ricardobranco.pt')
})

test('empty optional variables count as unset', () => {
	expect(parseEnv({ SMTP_URL: '', OWNER_EMAIL: ' ' }).SMTP_URL).toBeUndefined()
})
