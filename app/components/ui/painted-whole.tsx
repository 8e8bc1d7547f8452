/**
 * The first paint can come while the HTML is still arriving, so a block only partly parsed
 * (a banner's text without its buttons, the header's name without its menu) would be painted,
 * then grow or rearrange on screen: a layout shift. A block marked `data-painted-whole` ends
 * with this element, and the stylesheet keeps the block invisible until the browser has parsed
 * it (app/app.css; docs/decisions/027-first-visit-paints-from-the-html.md). The block keeps
 * its place meanwhile, so nothing around it moves either.
 */
export function PaintedWholeEnd() {
	return <span data-painted-whole-end hidden />
}
