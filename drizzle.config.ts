import { defineConfig } from 'drizzle-kit'

export default defineConfig({
	dialect: 'postgresql',
	schema: './app/db/schema.ts',
	out: './app/db/migrations',
	casing: 'snake_case',
})
