/**
 * A scratch PostgreSQL database for a bench section, created beside BENCH_DATABASE_URL
 * (default postgres://postgres@127.0.0.1:5432/postgres) and dropped afterwards; undefined
 * when no server answers there (the section then says it skipped PostgreSQL).
 */
import pg from 'pg'

export interface ScratchDatabase {
	url: string
	drop(): Promise<void>
}

export async function scratchPostgres(purpose: string): Promise<ScratchDatabase | undefined> {
	const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
	const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 })
	try {
		await admin.connect()
	} catch {
		return undefined
	}
	const name = `bench_${purpose}_${Date.now()}`
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
