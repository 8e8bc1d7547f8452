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

test('on PostgreSQL without SMTP the outbox folder must be named, as one folder all processes share', () => {
	const postgres = { DATABASE_URL: 'postgres://site@db.example.com/site' }
	expect(() => parseEnv(postgres)).toThrow(ConfigError)
	expect(() => parseEnv(postgres)).toThrow(/MAIL_OUTBOX_DIR: .*every server process shares/)
	expect(parseEnv({ ...postgres, MAIL_OUTBOX_DIR: '/srv/shared/outbox' }).MAIL_OUTBOX_DIR).toBe('/srv/shared/outbox')
	expect(parseEnv({ ...postgres, SMTP_URL: 'smtps://u:p@smtp.example.com:465' }).MAIL_OUTBOX_DIR).toBeUndefined()
	// The embedded database has one process: its own DATA_DIR/outbox is the folder.
	expect(parseEnv({}).MAIL_OUTBOX_DIR).toBeUndefined()
})
