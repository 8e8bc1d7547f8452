import { useI18n } from '#app/i18n/i18n-context.tsx'
import { HONEYPOT_FIELD } from './honeypot.ts'

/**
 * The honeypot input (see honeypot.ts): off-screen, out of the tab order and hidden from
 * assistive technology, with a label telling anyone who does reach it to leave it empty.
 */
export function HoneypotField() {
	const { t } = useI18n()
	return (
		<div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
			<label>
				{t('forms.honeypot')}
				<input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
			</label>
		</div>
	)
}
