import { expect, test } from 'vitest'
import { filledLocales, missingLocales } from './translations.ts'

test('an item is translated into a language when every text with Portuguese has it', () => {
	const title = { 'pt-PT': 'Título', en: 'Title', es: 'Título' }
	const description = { 'pt-PT': 'Descrição', en: 'Description' }
	expect(filledLocales(title, description)).toEqual(['pt-PT', 'en'])
	expect(missingLocales(title, description)).toEqual(['es'])
})

test('empty and absent optional texts do not count against a language', () => {
	expect(filledLocales({ 'pt-PT': 'Olá', en: 'Hello', es: 'Hola' }, null, undefined, { 'pt-PT': ' ' })).toEqual([
		'pt-PT',
		'en',
		'es',
	])
	expect(missingLocales({ 'pt-PT': 'Olá', en: '  ' })).toEqual(['en', 'es'])
})
