/**
 * A submission's fields. A body that is not a form (wrong type, malformed, cut off) reads
 * as an empty form, which then fails validation with the usual messages: never a 500.
 */
export async function readForm(request: Request): Promise<FormData> {
	try {
		return await request.formData()
	} catch {
		return new FormData()
	}
}
