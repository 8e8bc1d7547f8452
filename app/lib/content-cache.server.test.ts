import { afterEach, expect, test } from 'vitest'
import { rememberContent } from './content-cache.server.ts'
import { invalidatePublicPages } from './html-cache.server.ts'
import { setSingleton } from './singleton.server.ts'

/** A read that counts how often the database would be asked, answering `answer()`. */
function countedRead(answer: () => string) {
	const read = async () => {
		read.calls += 1
		return answer()
	}
	read.calls = 0
	return read
}

afterEach(() => setSingleton('database', undefined))

test('content is read once and remembered until the next content change', async () => {
	let stored = 'first'
	const read = countedRead(() => stored)
	expect(await rememberContent('bio:en', read)).toBe('first')
	stored = 'second'
	expect(await rememberContent('bio:en', read)).toBe('first')
	expect(read.calls).toBe(1)

	await invalidatePublicPages()
	expect(await rememberContent('bio:en', read)).toBe('second')
	expect(read.calls).toBe(2)
})

test('a read that began before a content change is not served after it', async () => {
	let release: (value: string) => void = () => {}
	const slow = rememberContent('projects:en', () => new Promise<string>((resolve) => (release = resolve)))
	await invalidatePublicPages()
	release('before the change')
	expect(await slow).toBe('before the change')
	expect(await rememberContent('projects:en', async () => 'after the change')).toBe('after the change')
})

test('each key is remembered on its own', async () => {
	expect(await rememberContent('bio:en', async () => 'English')).toBe('English')
	expect(await rememberContent('bio:es', async () => 'Español')).toBe('Español')
	expect(await rememberContent('bio:en', async () => 'other')).toBe('English')
})

test('a failed read is not remembered: the next one asks the database again', async () => {
	await expect(rememberContent('media:en', async () => Promise.reject(new Error('connection lost')))).rejects.toThrow(
		'connection lost',
	)
	expect(await rememberContent('media:en', async () => 'articles')).toBe('articles')
})

test('another database (a reconnection, a test’s own) starts with nothing remembered', async () => {
	setSingleton('database', { name: 'one' })
	expect(await rememberContent('bio:pt-PT', async () => 'from one')).toBe('from one')
	setSingleton('database', { name: 'two' })
	expect(await rememberContent('bio:pt-PT', async () => 'from two')).toBe('from two')
})
