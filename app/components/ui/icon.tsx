import type { IconName } from './icon-names.ts'
import spriteUrl from './icons.svg?url'

/**
 * A decorative lucide icon from the static sprite: hidden from assistive technology, so the
 * text next to it (or an `aria-label` on its control) carries the meaning.
 */
export function Icon({ name, className = 'size-5' }: { name: IconName; className?: string }) {
	return (
		<svg aria-hidden="true" focusable="false" className={className}>
			<use href={`${spriteUrl}#${name}`} />
		</svg>
	)
}
