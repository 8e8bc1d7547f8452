import { expect, test } from 'vitest'
import { filledLocales, missingLocales, translationWarning, withTranslationWarning } from './translations.ts'

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

test('a save with English or Spanish missing says who reads the Portuguese text; a full one says nothing more', () => {
	expect(translationWarning({ 'pt-PT': 'Olá' })).toBe(
		'Sem tradução em inglês e espanhol: quem visita o site em inglês ou espanhol vê o texto em português.',
	)
	expect(translationWarning({ 'pt-PT': 'Olá', es: 'Hola' })).toBe(
		'Sem tradução em inglês: quem visita o site em inglês vê o texto em português.',
	)
	const full = translationWarning({ 'pt-PT': 'Olá', en: 'Hello', es: 'Hola' })
	expect(full).toBeNull()
	expect(withTranslationWarning('Bio actualizada com sucesso!', full)).toBe('Bio actualizada com sucesso!')
})
