/**
 * The audit log as the dashboard shows it (issue 5, "Effects"): newest first, a page at a time,
 * with times in Portugal's clock and each entry as a Portuguese sentence ("Desactivou as
 * pré-reservas", "Editou o projecto «…»"), never table names or ids.
 */
import { type AuditRecord, listAudit } from '#app/features/auth/audit.server.ts'
import { formatDateTime } from '#app/lib/lisbon-time.ts'

export const AUDIT_PAGE_SIZE = 50
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

type Details = Record<string, unknown> | null

/** A record's title as the log names it («…»): a plain text, or the Portuguese of a translated one. */
function titleOf(value: unknown): string | undefined {
	const text =
		typeof value === 'string'
			? value
			: value && typeof value === 'object'
				? (value as Record<string, unknown>)['pt-PT']
				: undefined
	return typeof text === 'string' && text.trim() ? `«${text.trim()}»` : undefined
}

function countOf(details: Details, key: string): number | undefined {
	const value = Number(details?.[key])
	return Number.isFinite(value) ? value : undefined
}

const rows = (n: number | undefined) => (n === undefined ? '' : ` (${n} ${n === 1 ? 'linha' : 'linhas'})`)

const FOLDERS: Record<string, string> = {
	bio: 'da bio',
	projects: 'de um projecto',
	media: 'de um artigo',
	testimonials: 'de um testemunho',
}

/** A record named by its title when the entry has one: 'o projecto «Site da Ana»', else 'um projecto'. */
function named(details: Details, key: string, withTitle: (title: string) => string, without: string): string {
	const title = titleOf(details?.[key])
	return title ? withTitle(title) : without
}

/**
 * Every kind of write the dashboard and its commands record (their `recordAudit` calls), as the
 * sentence the Registo shows: what was done to what, with the item's title («…») when the entry
 * has it.
 */
const SENTENCES: Record<string, (details: Details) => string> = {
	'admin.create': (d) => named(d, 'email', (email) => `Criou o administrador ${email}`, 'Criou um administrador'),
	'admin.reset_password': (d) =>
		named(
			d,
			'email',
			(email) => `Redefiniu a palavra-passe do administrador ${email}`,
			'Redefiniu a palavra-passe de um administrador',
		),
	'account.two_factor_setup': () => 'Iniciou a activação da verificação em dois passos',
	'account.two_factor_enable': () => 'Activou a verificação em dois passos',
	'account.two_factor_disable': () => 'Desactivou a verificação em dois passos',
	'account.sessions_revoke_others': () => 'Terminou as outras sessões',
	'account.password_change': () => 'Alterou a palavra-passe e terminou as outras sessões',
	'bio.create': () => 'Criou a bio',
	'bio.update': () => 'Editou a bio',
	'project.create': (d) => named(d, 'title', (t) => `Criou o projecto ${t}`, 'Criou um projecto'),
	'project.update': (d) => named(d, 'title', (t) => `Editou o projecto ${t}`, 'Editou um projecto'),
	'project.delete': (d) => named(d, 'title', (t) => `Eliminou o projecto ${t}`, 'Eliminou um projecto'),
	'article.create': (d) => named(d, 'title', (t) => `Criou o artigo ${t}`, 'Criou um artigo'),
	'article.update': (d) => named(d, 'title', (t) => `Editou o artigo ${t}`, 'Editou um artigo'),
	'article.delete': (d) => named(d, 'title', (t) => `Eliminou o artigo ${t}`, 'Eliminou um artigo'),
	'testimonial.create': (d) => named(d, 'name', (t) => `Criou o testemunho de ${t}`, 'Criou um testemunho'),
	'testimonial.update': (d) => named(d, 'name', (t) => `Editou o testemunho de ${t}`, 'Editou um testemunho'),
	'testimonial.delete': (d) => named(d, 'name', (t) => `Eliminou o testemunho de ${t}`, 'Eliminou um testemunho'),
	'press_kit.update': () => 'Editou o press kit',
	'book.update': () => 'Editou os dados do livro',
	'image.upload': (d) => {
		const folder = typeof d?.folder === 'string' ? FOLDERS[d.folder] : undefined
		return folder ? `Carregou uma imagem ${folder}` : 'Carregou uma imagem'
	},
	'contact.mark_processed': () => 'Marcou uma mensagem de contacto como processada',
	'contact.delete': () => 'Eliminou uma mensagem de contacto',
	'newsletter.delete': () => 'Eliminou uma subscrição da newsletter',
	'newsletter.remove_subscriber': () => 'Removeu um subscritor da newsletter',
	'newsletter.resend_confirmation': () => 'Reenviou a confirmação a um subscritor pendente',
	'project.reorder': () => 'Reordenou os projectos',
	'testimonial.reorder': () => 'Reordenou os testemunhos',
	'bio.timeline.reorder': () => 'Reordenou os marcos da bio',
	'newsletter.export': (d) => `Exportou a lista da newsletter${rows(countOf(d, 'rows'))}`,
	'book_prereservation.delete': () => 'Eliminou uma pré-reserva',
	'book_prereservation.export': (d) => `Exportou as pré-reservas${rows(countOf(d, 'rows'))}`,
}

/** The settings written one key at a time (`settings.update` of that key). */
const SETTING_SENTENCES: Record<string, (details: Details) => string> = {
	book_prereservation_enabled: (d) =>
		d?.value === true
			? 'Activou as pré-reservas'
			: d?.value === false
				? 'Desactivou as pré-reservas'
				: 'Alterou as pré-reservas',
	book_facts: () => 'Editou os dados do livro',
	press_kit: () => 'Editou o press kit',
}

const VERBS: Record<string, string> = {
	create: 'Criou',
	insert: 'Criou',
	update: 'Editou',
	save: 'Guardou',
	delete: 'Eliminou',
	upload: 'Carregou',
	toggle: 'Alterou',
	enable: 'Activou',
	disable: 'Desactivou',
	process: 'Marcou como processada',
	mark_processed: 'Marcou como processada',
	export: 'Exportou',
}

const ENTITIES: Record<string, string> = {
	bio: 'a bio',
	project: 'um projecto',
	article: 'um artigo',
	testimonial: 'um testemunho',
	settings: 'as definições',
	site_settings: 'as definições',
	press_kit: 'o press kit',
	contact: 'uma mensagem de contacto',
	contact_submission: 'uma mensagem de contacto',
	newsletter: 'a newsletter',
	newsletter_subscription: 'uma subscrição da newsletter',
	book: 'os dados do livro',
	book_prereservation: 'uma pré-reserva',
	image: 'uma imagem',
	user: 'uma conta',
}

/**
 * The sentence of an audit entry ('Editou o projecto «Site da Ana»', 'Desactivou as pré-reservas').
 * An action no writer here knows reads as verb and thing when both are known ('Eliminou uma
 * imagem'), else 'Fez uma alteração'.
 */
export function describeAction(action: string, entityId: string | null = null, details: Details = null): string {
	const known = SENTENCES[action]
	if (known) return known(details)
	if (action === 'settings.update') {
		const setting = entityId ? SETTING_SENTENCES[entityId] : undefined
		if (setting) return setting(details)
		return Array.isArray(details?.keys) ? 'Editou os textos do site (Definições)' : 'Editou as definições do site'
	}
	const dot = action.lastIndexOf('.')
	const verb = dot > 0 ? VERBS[action.slice(dot + 1).replace(/-/g, '_')] : undefined
	const entity = dot > 0 ? ENTITIES[action.slice(0, dot).replace(/-/g, '_')] : undefined
	return verb && entity ? `${verb} ${entity}` : 'Fez uma alteração'
}

export interface AuditRow {
	id: string
	when: string
	iso: string
	who: string
	action: string
	summary: string
	target: string | null
	details: string | null
}

function toRow(record: AuditRecord): AuditRow {
	const created = new Date(record.createdAt)
	return {
		id: record.id,
		when: formatDateTime(created),
		iso: created.toISOString(),
		who: record.actorEmail,
		action: record.action,
		summary: describeAction(record.action, record.entityId, record.details as Details),
		target: record.entity ? [record.entity, record.entityId].filter(Boolean).join(' · ') : null,
		details: record.details && Object.keys(record.details).length > 0 ? JSON.stringify(record.details, null, 2) : null,
	}
}

/** One page of the log, older than the record `before` (none: the newest). */
export async function auditPage(before: string | null): Promise<{ rows: AuditRow[]; nextBefore: string | null }> {
	const cursor = before && UUID.test(before) ? before : undefined
	const records = await listAudit({ limit: AUDIT_PAGE_SIZE + 1, before: cursor })
	const page = records.slice(0, AUDIT_PAGE_SIZE)
	return {
		rows: page.map(toRow),
		nextBefore: records.length > AUDIT_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null,
	}
}
