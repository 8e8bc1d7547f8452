import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { ICON_NAMES } from './icon-names.ts'
import { renderIconSprite } from './icon-sprite.ts'

test('the committed icon sprite is current with the icon list (run `npm run icons` if not)', async () => {
	const committed = readFileSync(new URL('./icons.svg', import.meta.url), 'utf8')
	expect(committed).toBe(await renderIconSprite())
})

test('the sprite has one symbol per listed icon', async () => {
	const sprite = await renderIconSprite()
	for (const name of ICON_NAMES) expect(sprite).toContain(`<symbol id="${name}"`)
	expect(sprite.match(/<symbol /g)).toHaveLength(ICON_NAMES.length)
})
