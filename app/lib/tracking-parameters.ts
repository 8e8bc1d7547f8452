/**
 * Query parameters that only say where a visitor came from: campaign tags (`utm_*`) and the
 * click ids that ad networks, social apps and mail services append to every link they carry
 * (Instagram's and Facebook's `fbclid`/`igshid`, Google's `gclid`/`gbraid`/`wbraid`/`srsltid`,
 * LinkedIn's `li_fat_id`, X's `twclid`, TikTok's `ttclid`, Mailchimp's and HubSpot's, Google
 * Analytics' cross-site `_gl`). Nothing of the site reads them (its analytics sends page
 * addresses without any query). The site's own mails leave them out of their links, and the
 * HTML cache serves a page asked for with them as the page itself
 * (docs/decisions/036-tracked-links-from-the-cache.md).
 */
const TRACKING_PARAMETER =
	/^(?:utm_\w+|fbclid|igshid|gclid|gbraid|wbraid|dclid|srsltid|msclkid|li_fat_id|twclid|ttclid|yclid|mc_cid|mc_eid|_hsenc|_hsmi|mkt_tok|_gl)$/i

export function isTrackingParameter(name: string): boolean {
	return TRACKING_PARAMETER.test(name)
}

/**
 * The path of a request target (`/bio?utm_source=ig&fbclid=…`) when its query holds nothing
 * but tracking parameters, so that it shows the same page as the path alone; `undefined` when
 * any other parameter is there. A target without a query is returned as it is.
 */
export function pathWithoutTracking(target: string): string | undefined {
	const mark = target.indexOf('?')
	if (mark === -1) return target
	for (const name of new URLSearchParams(target.slice(mark + 1)).keys()) {
		if (!isTrackingParameter(name)) return undefined
	}
	return target.slice(0, mark)
}
