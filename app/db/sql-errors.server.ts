/**
 * What a database error says, however the driver wraps it (node-postgres and PGlite both
 * carry PostgreSQL's SQLSTATE as `code`; Drizzle wraps it in a `cause`).
 */

/** The error's SQLSTATE (e.g. `23505`), if it or what it wraps has one. */
export function sqlState(error: unknown): string | undefined {
	for (let current = error, depth = 0; current && depth < 5; depth++) {
		const code = (current as { code?: unknown }).code
		if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
		current = (current as { cause?: unknown }).cause
	}
	return undefined
}

/** A unique violation (23505): the row is already there. */
export function isUniqueViolation(error: unknown): boolean {
	return sqlState(error) === '23505'
}

/**
 * The database refused the values themselves (SQLSTATE class 22, data exception, or 23,
 * integrity constraint violation): the same values would be refused again, other values not.
 * A lost connection or a server shutting down is not this.
 */
export function isRefusedData(error: unknown): boolean {
	const state = sqlState(error)
	return state !== undefined && (state.startsWith('22') || state.startsWith('23'))
}
