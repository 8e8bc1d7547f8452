import type { IconName } from '#app/components/ui/icon-names.ts'
import { TIMELINE_ICONS, type TimelineIcon } from '#app/db/schema.ts'

export type TimelineIconName = Extract<IconName, 'zap' | 'building' | 'rocket'>

const ICON_NAMES: Record<TimelineIcon, TimelineIconName> = { Zap: 'zap', Building: 'building', Rocket: 'rocket' }

/**
 * The sprite icon of a timeline item's stored icon (Zap, Building or Rocket, in any case);
 * anything else is shown as Zap (docs/product/data.md).
 */
export function timelineIconName(icon: unknown): TimelineIconName {
	if (typeof icon !== 'string') return 'zap'
	const wanted = icon.trim().toLowerCase()
	const known = TIMELINE_ICONS.find((name) => name.toLowerCase() === wanted)
	return known ? ICON_NAMES[known] : 'zap'
}
