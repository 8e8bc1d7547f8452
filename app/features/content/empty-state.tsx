import { Icon } from '#app/components/ui/icon.tsx'
import type { IconName } from '#app/components/ui/icon-names.ts'

/** A calm placeholder where a list has nothing to show yet. */
export function EmptyState({ icon, message }: { icon: IconName; message: string }) {
	return (
		<div className="flex flex-col items-center gap-4 rounded-card border border-dashed border-sand-300 bg-white/60 px-6 py-12 text-center">
			<span className="grid size-14 place-items-center rounded-full bg-sea-100 text-sea-700">
				<Icon name={icon} className="size-6" />
			</span>
			<p className="max-w-md text-lg text-muted">{message}</p>
		</div>
	)
}
