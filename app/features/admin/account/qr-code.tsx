/** A QR code as one SVG path (a unit square per dark module); made by `qrCodeShape` on the server. */
export interface QrCodeShape {
	/** Modules per side, the quiet zone included. */
	size: number
	path: string
}

/** A QR code drawn crisp at any size, dark on white whatever the theme (scanners need the contrast). */
export function QrCode({ shape, label, className }: { shape: QrCodeShape; label: string; className?: string }) {
	return (
		<svg
			role="img"
			aria-label={label}
			viewBox={`0 0 ${shape.size} ${shape.size}`}
			shapeRendering="crispEdges"
			className={className}
		>
			<rect width={shape.size} height={shape.size} fill="#fff" />
			<path d={shape.path} fill="#000" />
		</svg>
	)
}
