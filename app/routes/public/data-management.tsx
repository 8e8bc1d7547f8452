import { data, redirect, type ShouldRevalidateFunctionArgs } from 'react-router'
import { InnerPage } from '#app/components/layout/inner-page.tsx'
import { skipRevalidationAfterPost, submitOrKeepValues } from '#app/features/forms/client-form-action.ts'
import type { FormState } from '#app/features/forms/form-state.ts'
import { readForm } from '#app/features/forms/read-form.server.ts'
import { AccessLinkCard, AccessProblem, type LinkProblem } from '#app/features/personal-data/access-link-card.tsx'
import {
	accessCookie,
	clearedAccessCookie,
	endAccessSession,
	inspectAccessLink,
	openAccessSession,
	readAccessCookie,
	requestAccessLink,
	sessionEmail,
} from '#app/features/personal-data/data-access.server.ts'
import { DataPageLayout } from '#app/features/personal-data/data-page-help.tsx'
import { DATA_PAGE_PATH, DATA_PAGE_TEXTS } from '#app/features/personal-data/data-page-texts.ts'
import { DataRequestForm } from '#app/features/personal-data/data-request-form.tsx'
import { countDataOf, deleteDataOf } from '#app/features/personal-data/personal-data.server.ts'
import { DataDeleted, type DeleteAnswer, VerifiedData } from '#app/features/personal-data/verified-data.tsx'
import { headFromLoader } from '#app/features/seo/head-from-loader.ts'
import { pageHead } from '#app/features/seo/page-head.server.ts'
import { messagesFor } from '#app/i18n/catalogues.server.ts'
import { localeFromPath } from '#app/i18n/locales.ts'
import { clientAddressContext } from '#app/lib/client-address.server.ts'
import { logger } from '#app/lib/logger.server.ts'
import type { Route } from './+types/data-management'

// No `headers` export: this is a personal page, never stored in the HTML cache.

/**
 * What the page shows: a followed access link (the button that spends it), the verified
 * page of a session (counts), or the e-mail form. Nothing personal before verification.
 */
export async function loader({ request, url }: Route.LoaderArgs) {
	const head = pageHead(url, 'dataManagement')
	const i18n = messagesFor(localeFromPath(url.pathname), ['forms'])
	const exportFailed = url.searchParams.get('erro') === 'exportar'
	try {
		const token = url.searchParams.get('token')
		if (token !== null)
			return { head, i18n, view: { mode: 'link', token, state: await inspectAccessLink(token) } as const }
		const email = await sessionEmail(readAccessCookie(request))
		if (email) return { head, i18n, view: { mode: 'verified', email, counts: await countDataOf(email) } as const }
		return { head, i18n, view: { mode: 'request', problem: exportFailed ? 'session-ended' : undefined } as const }
	} catch (error) {
		logger.error({ err: error }, 'the data page could not load')
		return { head, i18n, view: { mode: 'request', problem: 'load-failed' } as const }
	}
}

type ActionAnswer =
	| { intent: 'request'; state: FormState }
	| { intent: 'verify'; problem: LinkProblem }
	| { intent: 'confirm-delete' }
	| { intent: 'delete'; answer: DeleteAnswer }

/** The page's forms, told apart by `intent` (STYLE: one action for several forms). */
export async function action({ request, url, context }: Route.ActionArgs) {
	const form = await readForm(request)
	const intent = String(form.get('intent') ?? '')
	const clientAddress = context.get(clientAddressContext)
	const cookie = readAccessCookie(request)

	if (intent === 'verify') {
		const opened = await openAccessSession(String(form.get('token') ?? ''), clientAddress).catch((error: unknown) => {
			logger.error({ err: error }, 'a data access link could not be followed')
			return { status: 'load-failed' } as const
		})
		if (opened.status === 'verified') {
			return redirect(DATA_PAGE_PATH, {
				headers: { 'Set-Cookie': accessCookie(opened.sessionToken, opened.expiresAt) },
			})
		}
		const answer: ActionAnswer = { intent, problem: opened.status }
		const status = opened.status === 'rate-limited' ? 429 : opened.status === 'load-failed' ? 500 : 400
		return data(answer, { status })
	}
	if (intent === 'end') {
		await endAccessSession(cookie)
		return redirect(DATA_PAGE_PATH, { headers: { 'Set-Cookie': clearedAccessCookie() } })
	}
	if (intent === 'confirm-delete') return data<ActionAnswer>({ intent })
	if (intent === 'delete') return deleteAction(cookie)

	const answer = await requestAccessLink({ form, locale: localeFromPath(url.pathname), clientAddress })
	return data<ActionAnswer>({ intent: 'request', state: answer.state }, { status: answer.status })
}

/** Deletes everything of the session's address (docs/product/pages.md), and ends the session. */
async function deleteAction(cookie: string | undefined) {
	const failed = (status: number) =>
		data<ActionAnswer>(
			{ intent: 'delete', answer: { status: 'error', message: DATA_PAGE_TEXTS.deleteFailed } },
			{ status },
		)
	try {
		const email = await sessionEmail(cookie)
		if (!email) return failed(401)
		const removed = await deleteDataOf(email)
		logger.info({ removed }, 'personal data deleted on request')
		return data<ActionAnswer>(
			{ intent: 'delete', answer: { status: 'deleted' } },
			{ headers: { 'Set-Cookie': clearedAccessCookie() } },
		)
	} catch (error) {
		logger.error({ err: error }, 'personal data deletion failed')
		return failed(500)
	}
}

/**
 * With JavaScript, a request for a link that cannot reach the server keeps the typed e-mail
 * and says so (client-form-action.ts); the other forms are plain round trips.
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
	const intent = (await request.clone().formData()).get('intent')
	if (intent !== 'request') return serverAction()
	const state = await submitOrKeepValues(request, async () => ((await serverAction()) as { state?: unknown }).state)
	return { intent: 'request', state } satisfies ActionAnswer
}

/**
 * Asking for a link changes nothing the page shows, and a deletion answers in place (the
 * page then goes home); following a link or ending the session reloads the page's data.
 */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
	const intent = args.formData?.get('intent')
	if (intent === 'request' || intent === 'delete' || intent === 'confirm-delete') return skipRevalidationAfterPost(args)
	return args.defaultShouldRevalidate
}

export default function DataManagementPage({ loaderData, actionData }: Route.ComponentProps) {
	const { view } = loaderData
	return (
		<InnerPage pageId="dataManagement">
			<DataPageLayout>
				<PageBody view={view} actionData={actionData} />
			</DataPageLayout>
		</InnerPage>
	)
}

function PageBody({
	view,
	actionData,
}: {
	view: Route.ComponentProps['loaderData']['view']
	actionData: ActionAnswer | undefined
}) {
	if (actionData?.intent === 'delete') {
		if (actionData.answer.status === 'deleted') return <DataDeleted plainPost />
	}
	if (actionData?.intent === 'verify') {
		return (
			<>
				<AccessProblem problem={actionData.problem} />
				<DataRequestForm />
			</>
		)
	}
	if (view.mode === 'link') {
		if (view.state === 'valid') return <AccessLinkCard token={view.token} />
		return (
			<>
				<AccessProblem problem={view.state} />
				<DataRequestForm />
			</>
		)
	}
	if (view.mode === 'verified') {
		const deleteError = actionData?.intent === 'delete' && actionData.answer.status === 'error'
		return (
			<>
				{deleteError ? (
					<p role="alert" className="rounded-xl bg-coral-100 p-4 font-semibold text-coral-700">
						{DATA_PAGE_TEXTS.deleteFailed}
					</p>
				) : null}
				<VerifiedData email={view.email} counts={view.counts} confirming={actionData?.intent === 'confirm-delete'} />
			</>
		)
	}
	const deleteError = actionData?.intent === 'delete' && actionData.answer.status === 'error'
	return (
		<>
			{view.problem ? <AccessProblem problem={view.problem} /> : null}
			{deleteError ? (
				<p role="alert" className="rounded-xl bg-coral-100 p-4 font-semibold text-coral-700">
					{DATA_PAGE_TEXTS.deleteFailed}
				</p>
			) : null}
			<section aria-labelledby="pedido-titulo" className="card p-6 md:p-8">
				<h2 id="pedido-titulo" className="text-xl font-semibold md:text-2xl">
					Aceda aos seus dados
				</h2>
				<p className="mt-2 mb-6 text-muted">
					Veja, exporte ou elimine as mensagens de contacto, subscrições da newsletter e pré-reservas do livro
					associadas ao seu e-mail.
				</p>
				<DataRequestForm pageAnswer={actionData?.intent === 'request' ? actionData.state : undefined} />
			</section>
		</>
	)
}

export const meta: Route.MetaFunction = headFromLoader
