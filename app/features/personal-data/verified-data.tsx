import { type FormEvent, useEffect, useRef, useState } from 'react'
import { Form, Link, useFetcher, useNavigate } from 'react-router'
import { Icon } from '#app/components/ui/icon.tsx'
import { showToast } from '#app/components/ui/toast.ts'
import { homePath } from '#app/i18n/route-table.ts'
import { DATA_PAGE_PATH, DATA_PAGE_TEXTS as T } from './data-page-texts.ts'

export interface DataCountsView {
	contactMessages: number
	newsletterSubscriptions: number
	bookPrereservations: number
}

/** Where the export is downloaded from (a POST: the verified session's cookie says whose). */
export const EXPORT_PATH = `${DATA_PAGE_PATH}/exportar`

/** docs/product/rules.md: the page returns home this long after a deletion. */
export const DELETED_REDIRECT_MS = 2_000

export type DeleteAnswer = { status: 'deleted' } | { status: 'error'; message: string }

/**
 * The verified page (decision 013): whose data it is, the counts (docs/product/pages.md), the export and
 * the deletion with its confirmation. Without JavaScript, the export is a plain download
 * and the deletion asks on a page of its own (`confirming`).
 */
export function VerifiedData({
	email,
	counts,
	confirming = false,
}: {
	email: string
	counts: DataCountsView
	confirming?: boolean
}) {
	const deleteFetcher = useFetcher<{ answer: DeleteAnswer }>({ key: 'data-delete' })
	const dialogRef = useRef<HTMLDialogElement>(null)
	const [exporting, setExporting] = useState(false)

	useEffect(() => {
		void showToast(T.loaded, { type: 'success' })
	}, [])

	const answer = deleteFetcher.data?.answer
	useEffect(() => {
		if (answer?.status === 'error') void showToast(answer.message, { type: 'error' })
	}, [answer])
	if (answer?.status === 'deleted') return <DataDeleted />

	async function exportData(event: FormEvent<HTMLFormElement>) {
		event.preventDefault()
		setExporting(true)
		try {
			const response = await fetch(EXPORT_PATH, { method: 'POST', headers: { Accept: 'application/json' } })
			if (!response.ok) throw new Error(`export answered ${response.status}`)
			const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1]
			const url = URL.createObjectURL(await response.blob())
			const link = document.createElement('a')
			link.href = url
			link.download = name ?? 'meus-dados.json'
			document.body.append(link)
			link.click()
			link.remove()
			setTimeout(() => URL.revokeObjectURL(url), 10_000)
			void showToast(T.exported, { type: 'success' })
		} catch {
			void showToast(T.loadFailed, { type: 'error' })
		} finally {
			setExporting(false)
		}
	}

	function askToDelete(event: FormEvent<HTMLFormElement>) {
		event.preventDefault()
		dialogRef.current?.showModal()
	}

	const deleting = deleteFetcher.state !== 'idle'
	const tiles = [
		{ label: T.counts.contactMessages, value: counts.contactMessages, icon: 'message-square-text' },
		{ label: T.counts.newsletterSubscriptions, value: counts.newsletterSubscriptions, icon: 'mail' },
		{ label: T.counts.bookPrereservations, value: counts.bookPrereservations, icon: 'book-open' },
	] as const

	return (
		<section aria-labelledby="dados-titulo" className="card p-6 md:p-8">
			<p role="status" className="flex items-center gap-2 text-sm font-semibold text-sea-700">
				<Icon name="check" className="size-4" />
				{T.loaded}
			</p>
			<h2 id="dados-titulo" className="mt-3 text-xl font-semibold md:text-2xl">
				{T.verifiedFor} <span className="[overflow-wrap:anywhere] text-ocean-900">{email}</span>
			</h2>
			<dl className="mt-6 grid gap-3 sm:grid-cols-3">
				{tiles.map((tile) => (
					<div key={tile.label} className="rounded-xl bg-sand-100 p-4">
						<dt className="flex items-center gap-2 text-sm text-muted">
							<Icon name={tile.icon} className="size-4 shrink-0" />
							{tile.label}
						</dt>
						<dd className="mt-1 font-display text-3xl font-semibold text-ocean-900" data-count={tile.label}>
							{tile.value}
						</dd>
					</div>
				))}
			</dl>

			{confirming ? (
				<DeleteConfirmation plain />
			) : (
				<div className="mt-6 flex flex-wrap gap-3">
					<form method="post" action={EXPORT_PATH} onSubmit={exportData}>
						<button type="submit" className="btn-secondary" disabled={exporting}>
							<Icon name="download" className="size-5" />
							{exporting ? T.exporting : T.export}
						</button>
					</form>
					<Form method="post" action={DATA_PAGE_PATH} onSubmit={askToDelete}>
						<input type="hidden" name="intent" value="confirm-delete" />
						<button type="submit" className="btn-primary" disabled={deleting}>
							<Icon name="trash" className="size-5" />
							{deleting ? T.deleting : T.delete}
						</button>
					</Form>
				</div>
			)}

			<dialog
				ref={dialogRef}
				aria-labelledby="confirmar-titulo"
				aria-describedby="confirmar-texto"
				className="m-auto w-[min(100%-2.5rem,34rem)] rounded-card bg-white p-6 text-ink shadow-card backdrop:bg-ocean-900/50 md:p-8"
			>
				<DeleteConfirmation
					fetcher={deleteFetcher}
					onCancel={() => dialogRef.current?.close()}
					onSubmit={() => dialogRef.current?.close()}
				/>
			</dialog>

			<div className="mt-8 flex flex-wrap items-center justify-between gap-3 border-t border-sand-200 pt-5 text-sm text-muted">
				<p>{T.sessionNote}</p>
				<Form method="post" action={DATA_PAGE_PATH}>
					<input type="hidden" name="intent" value="end" />
					<button type="submit" className="font-semibold text-sea-700 underline underline-offset-4">
						{T.endSession}
					</button>
				</Form>
			</div>
		</section>
	)
}

/**
 * 'Tem a certeza absoluta?' with Cancel and 'Sim, Eliminar Tudo': inside the dialog (with
 * JavaScript), or in the page after a plain POST (`plain`: Cancel is a link back).
 */
function DeleteConfirmation({
	plain = false,
	fetcher,
	onCancel,
	onSubmit,
}: {
	plain?: boolean
	fetcher?: ReturnType<typeof useFetcher<{ answer: DeleteAnswer }>>
	onCancel?: () => void
	onSubmit?: () => void
}) {
	const FormTag = fetcher ? fetcher.Form : Form
	return (
		<div className={plain ? 'mt-6 rounded-xl border border-coral-600/40 bg-coral-100/60 p-5' : ''}>
			<h3 id={plain ? undefined : 'confirmar-titulo'} className="text-xl font-semibold text-ocean-900">
				{T.confirmTitle}
			</h3>
			<p id={plain ? undefined : 'confirmar-texto'} className="mt-3 leading-relaxed text-muted">
				{T.confirmBody}
			</p>
			<div className="mt-6 flex flex-wrap justify-end gap-3">
				{plain ? (
					<Link to={DATA_PAGE_PATH} className="btn-secondary">
						{T.cancel}
					</Link>
				) : (
					<button type="button" className="btn-secondary" onClick={onCancel}>
						{T.cancel}
					</button>
				)}
				<FormTag method="post" action={DATA_PAGE_PATH} onSubmit={onSubmit}>
					<input type="hidden" name="intent" value="delete" />
					<button type="submit" className="btn-primary">
						<Icon name="trash" className="size-5" />
						{T.confirmDelete}
					</button>
				</FormTag>
			</div>
		</div>
	)
}

/** After the deletion: the documented message, then home after 2 seconds (docs/product/behaviour.md, rules.md). */
export function DataDeleted({ plainPost = false }: { plainPost?: boolean }) {
	const navigate = useNavigate()
	useEffect(() => {
		if (plainPost) return
		void showToast(T.deleted, { type: 'success' })
		const timer = setTimeout(() => navigate(homePath('pt-PT')), DELETED_REDIRECT_MS)
		return () => clearTimeout(timer)
	}, [navigate, plainPost])
	return (
		<section aria-labelledby="eliminados-titulo" className="card p-6 md:p-8">
			{/* Without JavaScript the browser goes home by itself after the same 2 seconds. */}
			{plainPost ? (
				<meta httpEquiv="refresh" content={`${DELETED_REDIRECT_MS / 1000};url=${homePath('pt-PT')}`} />
			) : null}
			<span className="flex size-14 items-center justify-center rounded-2xl bg-sea-700 text-white">
				<Icon name="check" className="size-7" />
			</span>
			<div role="status">
				<h2 id="eliminados-titulo" className="mt-6 text-2xl font-semibold md:text-3xl">
					{T.deleted}
				</h2>
				<p className="mt-3 text-muted">{T.redirecting}</p>
			</div>
		</section>
	)
}
