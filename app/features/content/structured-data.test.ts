import { expect, test } from 'vitest'
import { OWNER } from '#app/config/owner.ts'
import { mediaItemListJsonLd, profilePageJsonLd } from './structured-data.ts'

const SITE = 'https://site.example'

test('the bio profile describes the owner as a Person with absolute URLs and the social profiles', () => {
	const block = profilePageJsonLd({
		siteUrl: SITE,
		path: '/en/bio',
		jobTitle: 'Digital strategist',
		description: 'About the owner',
		imageUrl: '/uploads/bio/portrait.jpg',
		updatedAt: '2025-05-01T10:00:00.000Z',
	})
	expect(block).toEqual({
		'@context': 'https://schema.org',
		'@type': 'ProfilePage',
		mainEntity: {
			'@type': 'Person',
			name: OWNER.name,
			jobTitle: 'Digital strategist',
			description: 'About the owner',
			url: `${SITE}/en/bio`,
			image: `${SITE}/uploads/bio/portrait.jpg`,
			sameAs: [OWNER.social.instagram, OWNER.social.linkedin, OWNER.social.x, OWNER.social.youtube],
			address: { '@type': 'PostalAddress', addressRegion: 'Costa de Prata', addressCountry: 'PT' },
		},
		dateModified: '2025-05-01T10:00:00.000Z',
	})
})

test('a bio without an image names no image in its profile', () => {
	const block = profilePageJsonLd({
		siteUrl: SITE,
		path: '/bio',
		jobTitle: 'x',
		description: 'y',
		imageUrl: null,
		updatedAt: null,
	})
	expect(block.mainEntity).not.toHaveProperty('image')
	expect(block).not.toHaveProperty('dateModified')
})

test('the media list has one NewsArticle per article, in order, with absolute images where there is a thumbnail', () => {
	const block = mediaItemListJsonLd(SITE, [
		{
			title: 'Newest',
			source: 'Paper A',
			publishedDate: '2025-09-18',
			externalUrl: 'https://news.example/a',
			thumbnailUrl: '/images/a.svg',
		},
		{
			title: 'Older',
			source: 'Paper B',
			publishedDate: '2024-01-02',
			externalUrl: null,
			thumbnailUrl: null,
		},
	])
	expect(block['@type']).toBe('ItemList')
	expect(block.itemListElement).toEqual([
		{
			'@type': 'ListItem',
			position: 1,
			item: {
				'@type': 'NewsArticle',
				headline: 'Newest',
				datePublished: '2025-09-18',
				url: 'https://news.example/a',
				image: `${SITE}/images/a.svg`,
				publisher: { '@type': 'Organization', name: 'Paper A' },
				about: { '@type': 'Person', name: OWNER.name },
			},
		},
		{
			'@type': 'ListItem',
			position: 2,
			item: {
				'@type': 'NewsArticle',
				headline: 'Older',
				datePublished: '2024-01-02',
				publisher: { '@type': 'Organization', name: 'Paper B' },
				about: { '@type': 'Person', name: OWNER.name },
			},
		},
	])
})
