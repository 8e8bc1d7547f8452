/**
 * The honeypot of every public form: a field people never see or fill, which form-filling
 * robots do. A submission with it filled gets the ordinary success answer and stores
 * nothing, so the robot learns nothing.
 */
export const HONEYPOT_FIELD = 'website'

export function isHoneypotTripped(form: FormData): boolean {
	const value = form.get(HONEYPOT_FIELD)
	return typeof value === 'string' && value.trim() !== ''
}
