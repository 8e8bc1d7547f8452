import { expect, test } from 'vitest'
import { isTrackingParameter, pathWithoutTracking } from './tracking-parameters.ts'

test('campaign tags and the click ids of ad networks, social apps and mail services are tracking parameters', () => {
	for (const name of [
		'utm_source',
		'UTM_Campaign',
		'utm_content',
		'fbclid',
		'igshid',
		'gclid',
		'li_fat_id',
		'mc_eid',
		'_gl',
	]) {
		expect(isTrackingParameter(name), name).toBe(true)
	}
	for (const name of ['token', 'page', 'utm', 'q', 'ref', 'source']) expect(isTrackingParameter(name), name).toBe(false)
})

test('a query of tracking parameters only leaves the path of the page', () => {
	expect(pathWithoutTracking('/bio?utm_source=ig&utm_medium=social&utm_content=link_in_bio')).toBe('/bio')
	expect(pathWithoutTracking('/en/contact?fbclid=IwAR0abc')).toBe('/en/contact')
	expect(pathWithoutTracking('/?utm%5Fsource=x')).toBe('/')
	expect(pathWithoutTracking('/media?')).toBe('/media')
	expect(pathWithoutTracking('/media')).toBe('/media')
})

test('any other parameter keeps the query: it may change the page', () => {
	expect(pathWithoutTracking('/newsletter/confirmar?token=abc&utm_source=mail')).toBeUndefined()
	expect(pathWithoutTracking('/bio?render=1')).toBeUndefined()
	expect(pathWithoutTracking('/bio?utm_source=x&page=2')).toBeUndefined()
})
