/** Avatar initials: the first letters of the first two words of a name (docs/product/data.md). */
export function initialsOf(name: string): string {
	return name
		.trim()
		.split(/\s+/)
		.slice(0, 2)
		.map((word) => word.charAt(0).toLocaleUpperCase('pt-PT'))
		.join('')
}
