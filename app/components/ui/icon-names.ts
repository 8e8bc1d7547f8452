/**
 * The lucide icons the site uses, by lucide's kebab-case name. They are drawn from one
 * static SVG sprite (`icons.svg`), so no icon adds JavaScript (docs/decisions/008).
 * After changing this list run `npm run icons` to regenerate the sprite.
 */
export const ICON_NAMES = [
	'arrow-right',
	'book-open',
	'building',
	'check',
	'chevron-down',
	'chevron-right',
	'download',
	'external-link',
	'globe',
	'mail',
	'menu',
	'newspaper',
	'quote',
	'rocket',
	'sparkles',
	'target',
	'workflow',
	'x',
	'zap',
] as const

export type IconName = (typeof ICON_NAMES)[number]
