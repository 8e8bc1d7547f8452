/**
 * The audit log as the dashboard shows it (issue 5, "Effects"): newest first, a page at a time,
 * with times in Portugal's clock and a readable name for each action.
 */
import { type AuditRecord, listAudit } from '#app/features/auth/audit.server.ts'
import { formatDateTime } from '#app/lib/lisbon-time.ts'

export const AUDIT_PAGE_SIZE = 50
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Whole phrases for the account actions. */
const PHRASES: Record<string, string> = {
	'admin.create': 'Criou um administrador',
	'admin.reset_password': 'Redefiniu a palavra-passe de um administrador',
	'account.two_factor_setup': 'Iniciou a activação da verificação em dois passos',
	'account.two_factor_enable': 'Activou a verificação em dois passos',
	'account.two_factor_disable': 'Desactivou a verificação em dois passos',
	'account.sessions_revoke_others': 'Terminou as outras sessões',
	'newsletter.remove_subscriber': 'Removeu um subscritor da newsletter',
	'newsletter.resend_confirmation': 'Reenviou a confirmação a um subscritor pendente',
}

const VERBS: Record<string, string> = {
	create: 'Criou',
	insert: 'Criou',
	update: 'Actualizou',
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
	projecto: 'um projecto',
	projectos: 'um projecto',
	media: 'um artigo',
	article: 'um artigo',
	media_article: 'um artigo',
	testimonial: 'um testemunho',
	testimonials: 'um testemunho',
	settings: 'as definições',
	setting: 'uma definição',
	site_settings: 'as definições',
	press_kit: 'o press kit',
	contact: 'uma mensagem de contacto',
	newsletter: 'a newsletter',
	prereservation: 'uma pré-reserva',
	book_prereservation: 'uma pré-reserva',
	image: 'uma imagem',
	upload: 'uma imagem',
}

/** A readable sentence for an action (`project.update` → 'Actualizou um projecto'); the raw action is shown beside it. */
export function describeAction(action: string): string {
	const phrase = PHRASES[action]
	if (phrase) return phrase
	const dot = action.lastIndexOf('.')
	if (dot <= 0) return action
	const entity = action.slice(0, dot)
	const verb = VERBS[action.slice(dot + 1).replace(/-/g, '_')]
	if (!verb) return action
	return `${verb} ${ENTITIES[entity.replace(/-/g, '_')] ?? entity}`
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
		summary: describeAction(record.action),
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
