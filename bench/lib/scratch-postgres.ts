/**
 * A scratch database on the PostgreSQL server at BENCH_DATABASE_URL (default the local one),
 * created for a run and dropped after it; undefined when no server answers.
 */
import pg from 'pg'

export interface ScratchDatabase {
	url: string
	drop(): Promise<void>
}

export async function scratchPostgres(
	prefix: string,
	adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
): Promise<ScratchDatabase | undefined> {
	const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 })
	try {
		await admin.connect()
	} catch {
		return undefined
	}
	const name = `${prefix}_${Date.now()}_${process.pid}`
	await admin.query(`create database ${name}`)
	const url = new URL(adminUrl)
	url.pathname = `/${name}`
	return {
		url: url.href,
		async drop() {
			await admin.query(`drop database if exists ${name} with (force)`)
			await admin.end()
		},
	}
}
