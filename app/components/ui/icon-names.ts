/**
 * The lucide icons the site uses, by lucide's kebab-case name. They are drawn from one
 * static SVG sprite (`icons.svg`), so no icon adds JavaScript (docs/decisions/008).
 * After changing this list run `npm run icons` to regenerate the sprite.
 */
export const ICON_NAMES = [
	'arrow-right',
	'book-open',
	'bookmark',
	'building',
	'calendar-clock',
	'check',
	'chevron-down',
	'chevron-right',
	'clock',
	'download',
	'euro',
	'external-link',
	'eye',
	'footprints',
	'funnel',
	'globe',
	'languages',
	'lightbulb',
	'link',
	'list-checks',
	'mail',
	'mail-check',
	'map-pin',
	'menu',
	'message-square-text',
	'newspaper',
	'pen-line',
	'quote',
	'rocket',
	'share-2',
	'shield-check',
	'sparkles',
	'tablet-smartphone',
	'target',
	'trash',
	'users',
	'workflow',
	'x',
	'zap',
] as const

export type IconName = (typeof ICON_NAMES)[number]
