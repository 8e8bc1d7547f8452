const HYPHENATED = /(\S*\p{L}-\p{L}\S*)/u

/**
 * Text whose hyphenated words ("dia-a-dia", "e-mail") never break at their hyphens, which
 * narrow screens otherwise do ("dia-a-" / "dia"). The fonts have no non-breaking hyphen.
 */
export function KeepHyphens({ text }: { text: string }) {
	return text.split(HYPHENATED).map((part, index) =>
		index % 2 === 1 ? (
			// biome-ignore lint/suspicious/noArrayIndexKey: fixed text, the parts never move
			<span key={index} className="whitespace-nowrap">
				{part}
			</span>
		) : (
			part
		),
	)
}
