import { beforeEach, describe, expect, test } from 'vitest'
import { useAppTestDatabase } from '#app/db/app-test-database.server.ts'
import { testimonials } from '#app/db/schema.ts'
import { TEST_DATABASE_KINDS } from '#app/db/testing.server.ts'
import { initialsOf } from '#app/lib/initials.ts'
import { listHomeTestimonials } from './testimonials.server.ts'

test('avatar initials are the first letters of the first two words of the name', () => {
	expect(initialsOf('Ana Luísa Correia')).toBe('AL')
	expect(initialsOf('  marta   sobral ')).toBe('MS')
	expect(initialsOf('Joaquim')).toBe('J')
	expect(initialsOf('Érica da Silva')).toBe('ÉD')
})

describe.each(TEST_DATABASE_KINDS)('on %s', (kind) => {
	const database = useAppTestDatabase(kind)
	beforeEach(async () => {
		await database().db.delete(testimonials)
	})

	const testimonial = (name: string, priority: number, isActive = true) => ({
		name,
		priority,
		isActive,
		role: { 'pt-PT': 'Cliente', en: 'Client' },
		testimonial: { 'pt-PT': `**Excelente** trabalho de ${name}.`, en: `**Great** work, says ${name}.` },
	})

	test('the home shows the three active testimonials of highest priority, highest first', async () => {
		await database()
			.db.insert(testimonials)
			.values([
				testimonial('Baixa Prioridade', 1),
				testimonial('Inactiva Máxima', 99, false),
				testimonial('Primeira Escolha', 10),
				testimonial('Segunda Escolha', 5),
				testimonial('Terceira Escolha', 3),
			])
		const shown = await listHomeTestimonials('pt-PT')
		expect(shown.map((item) => item.name)).toEqual(['Primeira Escolha', 'Segunda Escolha', 'Terceira Escolha'])
	})

	test('testimonials are in the page language, falling back to Portuguese, with markdown rendered safely', async () => {
		await database()
			.db.insert(testimonials)
			.values({
				...testimonial('Marta Sobral', 1),
				testimonial: { 'pt-PT': 'Muito bom <script>alert(1)</script>', en: '**Very** good' },
			})
		const [english] = await listHomeTestimonials('en')
		expect(english?.html).toContain('<strong>Very</strong> good')
		expect(english?.role).toBe('Client')
		const [spanish] = await listHomeTestimonials('es')
		expect(spanish?.html).toContain('Muito bom &lt;script&gt;')
		expect(spanish?.html).not.toContain('<script>')
		expect(spanish?.role).toBe('Cliente')
		expect(spanish?.initials).toBe('MS')
	})

	test('there are none to show when no testimonial is active', async () => {
		await database()
			.db.insert(testimonials)
			.values(testimonial('Inactivo', 5, false))
		expect(await listHomeTestimonials('pt-PT')).toEqual([])
	})
})
