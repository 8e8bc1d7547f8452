/**
 * Renders the icon sprite from lucide's icon data (used by `scripts/build-icon-sprite.ts`
 * and by the test that keeps the committed sprite current). Build-time only.
 */
import { ICON_NAMES } from './icon-names.ts'

type IconNode = [tag: string, attributes: Record<string, string>][]

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;')

function renderNode([tag, attributes]: IconNode[number]): string {
	const rendered = Object.entries(attributes)
		.filter(([name]) => name !== 'key')
		.map(([name, value]) => ` ${name}="${escapeAttribute(String(value))}"`)
		.join('')
	return `<${tag}${rendered}/>`
}

async function iconNode(name: string): Promise<IconNode> {
	const module = (await import(`lucide-react/dist/esm/icons/${name}.mjs`)) as { __iconData: { node: IconNode } }
	return module.__iconData.node
}

export async function renderIconSprite(): Promise<string> {
	const symbols = await Promise.all(
		ICON_NAMES.map(async (name) => {
			const body = (await iconNode(name)).map(renderNode).join('')
			return `<symbol id="${name}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${body}</symbol>`
		}),
	)
	return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`
}
