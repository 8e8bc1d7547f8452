import { z } from 'zod'
import { adminPath, PRERESERVATIONS_EXPORT_PATH } from '#app/features/admin/admin-pages.ts'
import { ADMIN_TEXTS } from '#app/features/admin/admin-texts.ts'
import { acknowledge, adminAction, refuse, succeed } from '#app/features/admin/forms/admin-action.server.ts'
import { checkbox, intent, recordId, text, UNKNOWN_REQUEST } from '#app/features/admin/forms/admin-fields.ts'
import { faqAnswersShown, loadBookFacts, saveBookFacts } from '#app/features/admin/inbox/book-facts-editor.server.ts'
import { BOOK_FACTS_INTENT, BookFactsForm } from '#app/features/admin/inbox/book-facts-form.tsx'
import { Badge, CsvExportLink, InboxEmpty, Pager, TabHeader } from '#app/features/admin/inbox/inbox-ui.tsx'
import { PrereservationToggle, TOGGLE_INTENT } from '#app/features/admin/inbox/prereservation-toggle.tsx'
import {
	deletePrereservation,
	listPrereservations,
	setPrereservationEnabled,
} from '#app/features/admin/inbox/prereservations.server.ts'
import { DELETE_INTENT, PrereservationsTable } from '#app/features/admin/inbox/prereservations-table.tsx'
import { adminMeta } from '#app/features/admin/shell/admin-meta.ts'
import { requestedPage } from '#app/features/admin/shell/paging.ts'
import { LoadError } from '#app/features/admin/ui/admin-page.tsx'
import { requireAdmin } from '#app/features/auth/admin.server.ts'
import { BOOK_AVAILABILITIES, BOOK_FORMATS, FAQ_KEYS, type FaqKey } from '#app/features/book/book.ts'
import { FAQ_ANSWER_MAX, isLaunchDate, isPurchaseUrl } from '#app/features/book/book-facts.ts'
import { formatDate, isoOf, lisbonIsoDate } from '#app/lib/lisbon-time.ts'
import { logger } from '#app/lib/logger.server.ts'
import type { Route } from './+types/livro'

const T = ADMIN_TEXTS.book
const F = T.facts

/** A price in euros as typed ('12,90', '12.90', '12'), to the cent. */
const price = text({ required: true }).transform((value, context) => {
	const amount = /^\d{1,5}([.,]\d{1,2})?$/.test(value) ? Number(value.replace(',', '.')) : Number.NaN
	if (!Number.isFinite(amount) || amount > 10_000) {
		context.addIssue({ code: 'custom', message: F.invalidPrice })
		return z.NEVER
	}
	return Math.round(amount * 100) / 100
})

const BookFactsFields = z
	.object({
		intent: intent(BOOK_FACTS_INTENT),
		launchDate: text().refine(isLaunchDate, F.invalidLaunch),
		price,
		format: z.enum(BOOK_FORMATS, { error: UNKNOWN_REQUEST }),
		availability: z.enum(BOOK_AVAILABILITIES, { error: UNKNOWN_REQUEST }),
		purchaseUrl: text({ max: 500 }).refine((value) => value === '' || isPurchaseUrl(value), F.invalidPurchaseUrl),
		faq: z
			.object(
				Object.fromEntries(FAQ_KEYS.map((key) => [key, text({ max: FAQ_ANSWER_MAX })])) as Record<
					FaqKey,
					ReturnType<typeof text>
				>,
			)
			.optional()
			.transform(
				(answers) => Object.fromEntries(FAQ_KEYS.map((key) => [key, answers?.[key] ?? ''])) as Record<FaqKey, string>,
			),
	})
	.superRefine((facts, context) => {
		if (facts.availability === 'available' && !facts.purchaseUrl)
			context.addIssue({ code: 'custom', message: F.purchaseRequired, path: ['purchaseUrl'] })
	})

export const LivroActionSchema = z.discriminatedUnion(
	'intent',
	[
		z.object({ intent: intent(TOGGLE_INTENT), enabled: checkbox() }),
		z.object({ intent: intent(DELETE_INTENT), id: recordId() }),
		BookFactsFields,
	],
	{ error: UNKNOWN_REQUEST },
)

/** Livro ('Pré-Reservas do Livro', docs/product/pages.md): the switch, the export and the pre-reservations newest first. */
export async function loader({ request, url }: Route.LoaderArgs) {
	await requireAdmin(request)
	try {
		const [page, facts] = await Promise.all([listPrereservations(requestedPage(url)), loadBookFacts()])
		return {
			facts,
			answers: faqAnswersShown(facts, lisbonIsoDate(new Date())),
			enabled: page.enabled,
			prereservations: page.prereservations.map(({ createdAt, ...row }) => ({
				...row,
				createdAt: isoOf(createdAt),
				reservedOn: formatDate(createdAt),
			})),
			total: page.total,
			page: page.page,
			pageCount: page.pageCount,
			loadError: null,
		}
	} catch (error) {
		logger.error({ err: error }, 'admin: book pre-reservations could not be loaded')
		return {
			facts: null,
			answers: null,
			enabled: null,
			prereservations: [],
			total: 0,
			page: 1,
			pageCount: 1,
			loadError: T.loadError,
		}
	}
}

/** The switch (saved at once, public site updated at once), the book's facts, and deleting a pre-reservation. */
export const action = adminAction(
	LivroActionSchema,
	async ({ data, values, actor, context }) => {
		if (data.intent === BOOK_FACTS_INTENT) {
			const { intent: _, ...facts } = data
			try {
				await saveBookFacts(actor, facts, lisbonIsoDate(new Date()))
				return succeed(context, F.saved, adminPath('livro'))
			} catch (error) {
				logger.error({ err: error }, 'admin: book facts could not be saved')
				return refuse(context, values, F.saveError, { status: 503 })
			}
		}
		if (data.intent === TOGGLE_INTENT) {
			try {
				await setPrereservationEnabled(actor, data.enabled)
				return acknowledge(context, data.enabled ? T.enabled : T.disabled, data.intent)
			} catch (error) {
				logger.error({ err: error }, 'admin: book pre-reservation switch could not be saved')
				return refuse(context, values, T.toggleError, { status: 503 })
			}
		}
		try {
			if (!(await deletePrereservation(actor, data.id))) return refuse(context, values, T.deleteError, { status: 404 })
			return acknowledge(context, T.deleted, data.intent)
		} catch (error) {
			logger.error({ err: error }, 'admin: book pre-reservation could not be deleted')
			return refuse(context, values, T.deleteError, { status: 503 })
		}
	},
	{
		invalid: (_, field) => ({
			type: 'error',
			title: ADMIN_TEXTS.errorTitle,
			message: field && field !== 'intent' && field !== 'id' ? F.invalidForm : T.invalid,
		}),
	},
)

export default function BookPrereservationsTab({ loaderData }: Route.ComponentProps) {
	const { facts, answers, enabled, prereservations, total, page, pageCount, loadError } = loaderData
	return (
		<section className="flex flex-col gap-5" aria-labelledby="prereservations-title">
			<TabHeader
				title={T.title}
				titleId="prereservations-title"
				badges={<Badge>{T.total(total)}</Badge>}
				actions={<CsvExportLink href={PRERESERVATIONS_EXPORT_PATH} label={T.export} disabled={total === 0} />}
			/>
			{loadError ? <LoadError message={loadError} /> : null}
			{enabled === null ? null : <PrereservationToggle enabled={enabled} />}
			{prereservations.length === 0 && !loadError ? <InboxEmpty icon="book-open" message={T.empty} /> : null}
			{prereservations.length > 0 ? <PrereservationsTable rows={prereservations} /> : null}
			<Pager page={page} pageCount={pageCount} />
			{/* Keyed by what is stored: after a save the form starts again from the saved facts. */}
			{facts && answers ? <BookFactsForm key={JSON.stringify(facts)} facts={facts} answers={answers} /> : null}
		</section>
	)
}

export const meta: Route.MetaFunction = () => adminMeta('Livro')
