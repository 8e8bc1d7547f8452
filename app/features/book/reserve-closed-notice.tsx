import { Icon } from '#app/components/ui/icon.tsx'
import { useI18n } from '#app/i18n/i18n-context.tsx'

/**
 * What stands in for a reserve button while the owner has closed pre-reservations
 * (SPEC §3 `book_prereservation_enabled`): a notice shaped like the button, not a control.
 * `ReserveClosedNote` goes under it, where the button's own note would be.
 */
export function ReserveClosedNotice({ fullWidthOnPhones = false }: { fullWidthOnPhones?: boolean }) {
	const { t } = useI18n()
	return (
		<p
			data-book-reserve-closed=""
			className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-dashed border-ocean-800/30 bg-sand-100 px-4 py-2.5 text-center text-[0.9375rem] font-semibold text-ocean-900 sm:px-6 sm:text-base ${fullWidthOnPhones ? 'w-full sm:w-auto' : ''}`}
		>
			<Icon name="clock" className="size-5 shrink-0" />
			{t('bookDialog.closedButton')}
		</p>
	)
}

export function ReserveClosedNote({ className = '' }: { className?: string }) {
	const { t } = useI18n()
	return <p className={`text-sm text-muted ${className}`}>{t('bookDialog.closed')}</p>
}
