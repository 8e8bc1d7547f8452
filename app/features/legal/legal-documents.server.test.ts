import { expect, test } from 'vitest'
import { formatPeriod, RETENTION_PERIODS } from '#app/features/personal-data/retention-periods.ts'
import { CATALOGUES } from '#app/i18n/catalogues.server.ts'
import { LOCALES } from '#app/i18n/locales.ts'
import { type Block, LEGAL_PAGE_IDS, plainText } from './document-model.ts'
import { LEGAL_DOCUMENTS, legalPageData } from './legal-documents.server.ts'

function blockText(block: Block): string {
	switch (block.type) {
		case 'paragraph':
			return plainText(block.content)
		case 'subheading':
			return block.text
		case 'list':
			return block.items.map(plainText).join('\n')
		case 'table':
			return [block.caption, ...block.columns, ...block.rows.flatMap((row) => row.map(plainText))].join('\n')
	}
}

test('every legal document exists in every language with the same number of sections', () => {
	for (const pageId of LEGAL_PAGE_IDS) {
		const counts = LOCALES.map((locale) => LEGAL_DOCUMENTS[pageId][locale].sections.length)
		expect(new Set(counts).size, pageId).toBe(1)
		for (const locale of LOCALES) expect(LEGAL_DOCUMENTS[pageId][locale].locale).toBe(locale)
	}
})

test('section ids are unique, url-safe fragments within each document', () => {
	for (const pageId of LEGAL_PAGE_IDS) {
		for (const locale of LOCALES) {
			const ids = LEGAL_DOCUMENTS[pageId][locale].sections.map((section) => section.id)
			expect(new Set(ids).size, `${pageId} ${locale}`).toBe(ids.length)
			for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9-]*$/)
		}
	}
})

test('every table row has one cell per column', () => {
	for (const pageId of LEGAL_PAGE_IDS) {
		for (const locale of LOCALES) {
			const document = LEGAL_DOCUMENTS[pageId][locale]
			for (const block of [...document.intro, ...document.sections.flatMap((section) => section.blocks)]) {
				if (block.type !== 'table') continue
				for (const row of block.rows) expect(row).toHaveLength(block.columns.length)
			}
		}
	}
})

test('the privacy policy states every retention period in its own language', () => {
	for (const locale of LOCALES) {
		const document = LEGAL_DOCUMENTS.privacy[locale]
		const text = document.sections.flatMap((section) => section.blocks.map(blockText)).join('\n')
		for (const period of Object.values(RETENTION_PERIODS)) expect(text).toContain(formatPeriod(period, locale))
	}
})

test('the privacy policy names the newsletter’s “keep me subscribed” button by the label the mail and its page carry', () => {
	for (const locale of LOCALES) {
		const document = LEGAL_DOCUMENTS.privacy[locale]
		const text = document.sections.flatMap((section) => section.blocks.map(blockText)).join('\n')
		const button = CATALOGUES[locale].newsletterKeep.button
		const rule = text.split('\n').find((line) => line.includes(button))
		expect(rule, locale).toBeDefined()
		expect(rule).toContain(formatPeriod(RETENTION_PERIODS.newsletterInactive, locale))
		expect(rule).toContain(formatPeriod(RETENTION_PERIODS.newsletterRepermissionNotice, locale))
	}
})

test('a legal page carries its last-updated date as ISO and as words of its language', () => {
	const data = legalPageData('privacy', 'pt-PT')
	expect(data.updated.iso).toMatch(/^\d{4}-\d{2}-\d{2}$/)
	expect(data.updated.text).toMatch(/^\d{1,2} de [a-zç]+ de \d{4}$/)
	expect(legalPageData('cookies', 'en').updated.text).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/)
	expect(legalPageData('terms', 'es').document.locale).toBe('es')
})
