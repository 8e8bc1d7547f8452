/**
 * What an inbox action or a failed load tells the admin (SPEC §8): a toast with JavaScript,
 * a banner in the page without it. Titles and descriptions are the spec's texts.
 */
export interface AdminNotice {
	type: 'success' | 'error'
	title: string
	description?: string
}

export function successNotice(title: string, description?: string): AdminNotice {
	return description ? { type: 'success', title, description } : { type: 'success', title }
}

export function errorNotice(title: string, description?: string): AdminNotice {
	return description ? { type: 'error', title, description } : { type: 'error', title }
}
