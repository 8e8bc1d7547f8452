/**
 * Plain-text output of the benches: headings, aligned tables and PASS/FAIL check lines.
 * Sizes use KB = 1000 bytes, like Vite's build report.
 */

export interface Column {
	header: string
	align?: 'left' | 'right'
}

export interface Check {
	name: string
	pass: boolean
	detail: string
}

export function kb(bytes: number, digits = 1): string {
	return (bytes / 1000).toFixed(digits)
}

export function ms(value: number): string {
	return value.toFixed(value < 10 ? 2 : 1)
}

export function heading(title: string): void {
	console.log(`\n== ${title} ${'='.repeat(Math.max(0, 100 - title.length))}\n`)
}

/** Prints rows under their headers, each column padded to its widest cell. */
export function printTable(columns: readonly Column[], rows: readonly (readonly (string | number)[])[]): void {
	const cells = rows.map((row) => columns.map((_, index) => String(row[index] ?? '')))
	const widths = columns.map((column, index) =>
		Math.max(column.header.length, ...cells.map((row) => row[index]?.length ?? 0)),
	)
	const line = (values: readonly string[]) =>
		values
			.map((value, index) => {
				const width = widths[index] ?? 0
				return columns[index]?.align === 'right' ? value.padStart(width) : value.padEnd(width)
			})
			.join(' | ')
			.trimEnd()
	console.log(line(columns.map((column) => column.header)))
	console.log(widths.map((width) => '-'.repeat(width)).join('-|-'))
	for (const row of cells) console.log(line(row))
}

export function printChecks(checks: readonly Check[]): void {
	printTable(
		[{ header: 'result' }, { header: 'check' }, { header: 'measured' }],
		checks.map((check) => [check.pass ? 'PASS' : 'FAIL', check.name, check.detail]),
	)
}
