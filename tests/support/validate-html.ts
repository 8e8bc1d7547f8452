/**
 * HTML validation with the Nu HTML Checker (`vnu.jar` from the `vnu-jar` npm package, run
 * on the system's Java). Every document is written to one temporary folder and checked in a
 * single `java -jar vnu.jar` run, since starting the JVM costs more than checking a page.
 * Used by tests/e2e/html-validity.spec.ts and by `npm run validate:html`.
 */
import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'

export interface HtmlDocument {
	/** Where the HTML came from; reports name the page by it. */
	url: string
	html: string
}

export interface ValidationMessage {
	message: string
	line?: number
	column?: number
	/** The markup around the problem, as the checker quotes it. */
	extract?: string
}

export interface PageValidation {
	url: string
	/** Errors, fatal errors included: any of them makes the page invalid. */
	errors: ValidationMessage[]
	/** Reported, never failing. Plain info messages are dropped. */
	warnings: ValidationMessage[]
}

/** One message of `vnu --format json` (https://github.com/validator/validator/wiki/Output-»-JSON). */
interface VnuMessage {
	type: 'error' | 'info' | 'non-document-error'
	subType?: string
	url?: string
	message?: string
	firstLine?: number
	lastLine?: number
	firstColumn?: number
	lastColumn?: number
	extract?: string
}

const require = createRequire(import.meta.url)
/** `require('vnu-jar')` is the path of the bundled jar (its own runner may download a JRE: not used). */
const VNU_JAR = String(require('vnu-jar'))
const TIMEOUT_MS = 180_000

function javaCommand(): string {
	const home = process.env.JAVA_HOME
	return home ? path.join(home, 'bin', 'java') : 'java'
}

/**
 * The checker's CSS grammar predates what the site's stylesheet (Tailwind's build, inline in
 * public pages: docs/decisions/027) uses and browsers support (`@property`, `color-mix(in
 * oklab …)`, `margin-trim`), so its CSS messages are left out: this checks the HTML.
 */
const CSS_MESSAGES = 'CSS: .*'

function runVnu(files: readonly string[]): Promise<string> {
	const args = [
		'-jar',
		VNU_JAR,
		'--format',
		'json',
		'--stdout',
		'--exit-zero-always',
		'--filterpattern',
		CSS_MESSAGES,
		...files,
	]
	return new Promise((resolve, reject) => {
		execFile(javaCommand(), args, { maxBuffer: 64 * 1024 * 1024, timeout: TIMEOUT_MS }, (error, stdout, stderr) => {
			if (error) {
				const hint = (error as NodeJS.ErrnoException).code === 'ENOENT' ? ' (is Java installed?)' : ''
				reject(new Error(`vnu.jar failed${hint}: ${error.message}\n${stderr}`))
			} else resolve(stdout)
		})
	})
}

function toMessage(raw: VnuMessage): ValidationMessage {
	return {
		message: raw.message ?? '(no message)',
		line: raw.lastLine ?? raw.firstLine,
		column: raw.firstColumn ?? raw.lastColumn,
		extract: raw.extract,
	}
}

/** Validates every document in one checker run; the result has one entry per document, in order. */
export async function validateHtml(documents: readonly HtmlDocument[]): Promise<PageValidation[]> {
	if (documents.length === 0) return []
	const folder = await mkdtemp(path.join(os.tmpdir(), 'vnu-'))
	try {
		const files = documents.map((_, index) => path.join(folder, `page-${String(index).padStart(3, '0')}.html`))
		await Promise.all(documents.map((document, index) => writeFile(files[index] ?? '', document.html, 'utf8')))
		const output = await runVnu(files)
		let parsed: { messages?: VnuMessage[] }
		try {
			parsed = JSON.parse(output) as { messages?: VnuMessage[] }
		} catch {
			throw new Error(`vnu.jar did not print JSON:\n${output.slice(0, 2000)}`)
		}

		const byFile = new Map(
			files.map((file, index) => [
				path.basename(file),
				{ url: documents[index]?.url ?? file, errors: [], warnings: [] } as PageValidation,
			]),
		)
		for (const raw of parsed.messages ?? []) {
			const page = raw.url ? byFile.get(path.basename(new URL(raw.url).pathname)) : undefined
			if (raw.type === 'non-document-error') {
				throw new Error(`vnu.jar could not check ${page?.url ?? raw.url ?? 'a document'}: ${raw.message}`)
			}
			if (!page) throw new Error(`vnu.jar reported on an unknown document: ${JSON.stringify(raw)}`)
			// type "error" includes subType "fatal" (the checker stopped reading the document)
			if (raw.type === 'error') page.errors.push(toMessage(raw))
			else if (raw.subType === 'warning') page.warnings.push(toMessage(raw))
		}
		return [...byFile.values()]
	} finally {
		await rm(folder, { recursive: true, force: true })
	}
}

function formatMessage(url: string, kind: string, message: ValidationMessage): string {
	const where = message.line === undefined ? url : `${url}:${message.line}${message.column ? `:${message.column}` : ''}`
	const extract = message.extract ? `\n      ${message.extract.replace(/\s+/g, ' ').trim().slice(0, 160)}` : ''
	return `  ${where} ${kind}: ${message.message}${extract}`
}

/** A readable report: every error and warning with page, line and message, then a count. */
export function formatValidationReport(pages: readonly PageValidation[]): string {
	const lines: string[] = []
	for (const page of pages) {
		for (const error of page.errors) lines.push(formatMessage(page.url, 'error', error))
		for (const warning of page.warnings) lines.push(formatMessage(page.url, 'warning', warning))
	}
	const errors = pages.reduce((total, page) => total + page.errors.length, 0)
	const warnings = pages.reduce((total, page) => total + page.warnings.length, 0)
	const invalid = pages.filter((page) => page.errors.length > 0).length
	lines.push(
		`${pages.length} page(s) checked: ${invalid} invalid, ${errors} error(s), ${warnings} warning(s) (Nu HTML Checker)`,
	)
	return lines.join('\n')
}

/** Only the errors, for a failing test's message. */
export function formatValidationErrors(pages: readonly PageValidation[]): string {
	return formatValidationReport(pages.map((page) => ({ ...page, warnings: [] })))
}
