/**
 * Writes `app/components/ui/icons.svg`: one <symbol> per name in ICON_NAMES, drawn from
 * lucide's own icon data, with lucide's stroke defaults. Run with `npm run icons`;
 * `icon.test.ts` fails when the committed sprite is out of date.
 */
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { renderIconSprite } from '../app/components/ui/icon-sprite.ts'

const target = fileURLToPath(new URL('../app/components/ui/icons.svg', import.meta.url))
writeFileSync(target, await renderIconSprite())
console.log(`wrote ${target}`)
