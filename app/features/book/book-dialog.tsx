/**
 * The book pre-reservation dialog (docs/product/behaviour.md), loaded only when it first opens
 * (docs/decisions/007). Radix gives it its accessible name and description, traps focus
 * while it is open, closes on Escape, the close button or a click outside, and hands focus
 * back afterwards.
 */
import { Dialog } from 'radix-ui'
// Already loaded with the page: importing it keeps React DOM in the framework's chunk, which
// the dialog's portal would otherwise split off, at a cost to every page's first load.
import 'react-dom/client'
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react'
import { useFetcher } from 'react-router'
import { Icon } from '#app/components/ui/icon.tsx'
import { prepareToasts } from '#app/components/ui/toast.ts'
import { trackEvent } from '#app/features/analytics/events.ts'
import type { FormState, FormValues } from '#app/features/forms/form-state.ts'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import { BOOK } from './book.ts'
import { BookInvitation } from './book-invitation.tsx'
import { SEEN_STORAGE_KEY, SUCCESS_CLOSE_MS } from './prereservation.ts'
import { PrereservationForm, PrereservationSuccess, usePrereservationFeedback } from './prereservation-form.tsx'

/** A request to open the dialog: from which reserve button (its `data-book-reserve`), or `timer`. */
export interface DialogRequest {
	from: string
	trigger: HTMLAnchorElement | null
}

function markDialogSeen(): void {
	try {
		window.localStorage.setItem(SEEN_STORAGE_KEY, 'true')
	} catch {
		// Without storage the dialog never opens by itself, so there is nothing to remember.
	}
}

/**
 * Opens the dialog on each request of a reserve button; the timer's request shows the small
 * invitation instead, whose button opens the dialog (docs/decisions/020). Either way it
 * remembers that this browser has been offered the book (docs/product/behaviour.md
 * `hasSeenBookModal`), so nothing opens by itself again. After a reservation the next one
 * starts afresh: an empty form and no earlier answer.
 */
export default function BookDialogHost({ request }: { request: DialogRequest }) {
	const [open, setOpen] = useState(false)
	const [invited, setInvited] = useState(false)
	const [round, setRound] = useState(0)

	useEffect(() => {
		markDialogSeen()
		if (request.from === 'timer') {
			setInvited(true)
			return
		}
		if (request.from === 'hero' || request.from === 'footer') {
			trackEvent('book_preorder_cta_click', { location: request.from })
		}
		setInvited(false)
		setOpen(true)
	}, [request])

	const onReserved = useCallback(() => {
		setOpen(false)
		setRound((current) => current + 1)
	}, [])

	return (
		<>
			{invited && !open ? (
				<BookInvitation
					onAccept={() => {
						setInvited(false)
						setOpen(true)
					}}
					onDismiss={() => setInvited(false)}
				/>
			) : null}
			<BookDialog key={round} open={open} onOpenChange={setOpen} onReserved={onReserved} trigger={request.trigger} />
		</>
	)
}

interface BookDialogProps {
	open: boolean
	onOpenChange: (open: boolean) => void
	/** Called when the success view has been shown long enough: the dialog closes and resets. */
	onReserved: () => void
	/** The reserve button that opened it, which gets focus back. */
	trigger: HTMLElement | null
}

function BookDialog({ open, onOpenChange, onReserved, trigger }: BookDialogProps) {
	const { t } = useI18n()
	const fetcher = useFetcher<FormState>()
	const formRef = useRef<HTMLFormElement>(null)
	const submittedEmail = useRef('')
	/** What the visitor typed, kept while the dialog is closed without reserving. */
	const draft = useRef<FormValues>({})
	const answer = fetcher.data
	const reserved = answer?.status === 'success'
	usePrereservationFeedback(answer, formRef, submittedEmail)

	useEffect(() => {
		void prepareToasts()
	}, [])

	useEffect(() => {
		if (!reserved) return
		const timer = setTimeout(onReserved, SUCCESS_CLOSE_MS)
		return () => clearTimeout(timer)
	}, [reserved, onReserved])

	function keepDraft(event: FormEvent<HTMLFormElement>) {
		const values: FormValues = {}
		for (const [field, value] of new FormData(event.currentTarget)) {
			if (typeof value === 'string') values[field] = value
		}
		draft.current = values
	}

	return (
		<Dialog.Root open={open} onOpenChange={onOpenChange}>
			<Dialog.Portal>
				<Dialog.Overlay className="fixed inset-0 z-50 bg-ocean-950/65 backdrop-blur-[2px] transition-opacity duration-200 starting:opacity-0" />
				<Dialog.Content
					data-book-dialog=""
					onCloseAutoFocus={(event) => {
						if (trigger?.isConnected) {
							event.preventDefault()
							trigger.focus()
						}
					}}
					className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] max-w-[620px] -translate-x-1/2 -translate-y-1/2 overflow-y-auto overscroll-contain rounded-card bg-white shadow-[0_24px_64px_-16px_rgb(7_29_44/0.55)] outline-none transition-[opacity,scale] duration-200 starting:scale-95 starting:opacity-0"
				>
					{reserved ? (
						<div className="px-6 pt-14 pb-10 sm:px-12">
							<PrereservationSuccess TitleTag={Dialog.Title} BodyTag={Dialog.Description} />
						</div>
					) : (
						<>
							<div className="relative overflow-hidden bg-ocean-900 px-6 pt-7 pb-6 text-white sm:px-10 sm:pt-9 sm:pb-8">
								<div
									aria-hidden="true"
									className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgb(31_122_140/0.55),transparent_60%),radial-gradient(ellipse_at_bottom_left,rgb(180_77_50/0.28),transparent_55%)]"
								/>
								<div className="relative flex items-start gap-5 pr-8 sm:gap-7">
									<img
										src={BOOK.cover.src}
										width={BOOK.cover.width}
										height={BOOK.cover.height}
										alt=""
										className="hidden h-auto w-20 shrink-0 -rotate-3 rounded-r-md rounded-l-sm shadow-[0_12px_24px_-8px_rgb(0_0_0/0.6)] sm:block"
									/>
									<div>
										<p lang="pt-PT" className="text-sm font-semibold tracking-[0.16em] text-sea-300 uppercase">
											{BOOK.title}
										</p>
										<Dialog.Title className="mt-2 text-2xl font-semibold text-white sm:text-3xl">
											{t('bookDialog.title')}
										</Dialog.Title>
										<Dialog.Description className="mt-3 leading-relaxed text-sand-100">
											{t('bookDialog.lead')}
										</Dialog.Description>
									</div>
								</div>
							</div>
							<div className="px-6 pt-6 pb-7 sm:px-10 sm:pt-8 sm:pb-10">
								<PrereservationForm
									fetcher={fetcher}
									answer={answer}
									draft={draft.current}
									idPrefix="book-dialog"
									submitLabel={t('bookDialog.submit')}
									formRef={formRef}
									submittedEmail={submittedEmail}
									onChange={keepDraft}
								/>
							</div>
						</>
					)}
					<Dialog.Close
						aria-label={t('bookDialog.close')}
						className={`absolute top-3 right-3 flex size-11 cursor-pointer items-center justify-center rounded-full transition-colors ${reserved ? 'text-ocean-900 hover:bg-sand-100' : 'text-white hover:bg-white/15'}`}
					>
						<Icon name="x" className="size-6" />
					</Dialog.Close>
				</Dialog.Content>
			</Dialog.Portal>
		</Dialog.Root>
	)
}
