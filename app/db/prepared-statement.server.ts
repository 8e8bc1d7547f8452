/**
 * Statements of the busiest write paths (the forms' rate limits and the contact form) kept
 * as named prepared statements: their SQL text is built once per process instead of once per
 * request, and PostgreSQL parses and plans each once per connection instead of once per
 * execution; only the values travel each time (docs/decisions/032). The values are
 * Drizzle placeholders (`sql.placeholder('name')`), given by name when the statement runs.
 * PGlite runs the same text with its values, without a name.
 */
import type { Query, SQL } from 'drizzle-orm'
import { PgDialect, type PgPreparedQuery, type PreparedQueryConfig } from 'drizzle-orm/pg-core'
import { type Database, DB_CASING, db } from './client.server.ts'

export type PreparedStatement<Row> = (values: Record<string, unknown>, database?: Database) => Promise<Row[]>

/**
 * A statement named `name` (unique in the process: PostgreSQL keeps one text per name and
 * connection) whose text `build` returns; run it with its placeholders' values, on the
 * app's database unless another is given. Returns the rows the statement returns.
 */
export function preparedStatement<Row>(name: string, build: () => SQL): PreparedStatement<Row> {
	let query: Query | undefined
	// A prepared query is bound to its database's client (a test or a restart may open another).
	const prepared = new WeakMap<Database, PgPreparedQuery<PreparedQueryConfig>>()
	return async (values, database = db()) => {
		let statement = prepared.get(database)
		if (!statement) {
			query ??= new PgDialect({ casing: DB_CASING }).sqlToQuery(build())
			statement = database._.session.prepareQuery<PreparedQueryConfig>(query, undefined, name, false)
			prepared.set(database, statement)
		}
		const result = (await statement.execute(values)) as { rows: Row[] }
		return result.rows
	}
}
