/**
 * Never lose an owner's edit (docs/product/behaviour.md, "Unsaved changes"): one guard for the
 * whole dashboard, mounted once in its frame, with no wiring in the forms. It notes what each
 * POST form of the page holds when it appears; a form whose values differ from that is
 * unsaved. Leaving the page then asks first: a link, a tab, the browser's back button or
 * another form that leads elsewhere (such as 'Sair') open a dialog ('Continuar a editar' /
 * 'Sair sem guardar'), and reloading or closing the page gets the browser's own question.
 *
 * Submitting a form is not leaving it: its own submission goes through, and once the save
 * succeeds what it holds is the new starting point; after a refused save it stays unsaved.
 * A form without fields to type in (a switch, a delete button) never counts, and any form
 * can opt out with `data-unsaved="ignore"` (filters, searches). Without JavaScript nothing
 * here runs: a refused save still comes back with every field as typed (admin-form.ts).
 */
import { useCallback, useContext, useEffect, useRef, useState } from 'react'
import {
	UNSAFE_DataRouterContext as DataRouterContext,
	UNSAFE_DataRouterStateContext as DataRouterStateContext,
	type Location,
	useBeforeUnload,
	useBlocker,
	useLocation,
	useNavigate,
} from 'react-router'
import { ADMIN_TEXTS } from '../admin-texts.ts'

const T = ADMIN_TEXTS.unsaved
const OPT_OUT = '[data-unsaved="ignore"]'

/** What a form holds, as one string: every field's name and value (a chosen file by name and size). */
export function serializeForm(form: HTMLFormElement): string {
	const entries: string[] = []
	for (const [name, value] of new FormData(form)) {
		entries.push(
			`${name}=${typeof value === 'string' ? value : value.size > 0 ? `file:${value.name}:${value.size}` : ''}`,
		)
	}
	return entries.join('\n')
}

/** Whether the form has something to type or choose in (not only hidden fields and buttons). */
function isEditable(form: HTMLFormElement): boolean {
	return Array.from(form.elements).some((element) => {
		if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true
		return (
			element instanceof HTMLInputElement && !['hidden', 'submit', 'button', 'reset', 'image'].includes(element.type)
		)
	})
}

/** Whether the guard watches this form: a POST form with something to type in, not opted out. */
function isTracked(form: HTMLFormElement): boolean {
	return form.method.toLowerCase() === 'post' && !form.closest(OPT_OUT) && isEditable(form)
}

function trackedForms(): HTMLFormElement[] {
	return Array.from(document.querySelectorAll<HTMLFormElement>('form')).filter(isTracked)
}

/** Whether a route's action answered with a refused save (an AdminFormAnswer carries the values back). */
function isRefusal(actionData: Record<string, unknown> | null | undefined): boolean {
	return Object.values(actionData ?? {}).some(
		(answer) => Boolean(answer) && typeof answer === 'object' && 'values' in (answer as object),
	)
}

export function UnsavedChangesGuard() {
	const snapshots = useRef(new WeakMap<HTMLFormElement, string>())
	/** The form being submitted now: its own submission and the redirect after it are not leaving. */
	const submitting = useRef<HTMLFormElement | null>(null)
	/** A submission the router has finished, waiting for React to show its outcome. */
	const finished = useRef<{ form: HTMLFormElement | null; refused: boolean } | null>(null)
	const location = useLocation()
	const router = useContext(DataRouterContext)?.router
	// The router state React has rendered. React renders router updates as transitions and may
	// skip the intermediate ones (submitting, loading) on a busy device, so what happened is
	// followed on the router itself and only the snapshot waits for the render.
	const renderedState = useContext(DataRouterStateContext)

	const snapshotNewForms = useCallback(() => {
		for (const form of trackedForms()) {
			if (!snapshots.current.has(form)) snapshots.current.set(form, serializeForm(form))
		}
	}, [])

	const dirtyForms = useCallback(
		(except?: HTMLFormElement | null) =>
			trackedForms().filter((form) => {
				if (form === except) return false
				const before = snapshots.current.get(form)
				return before !== undefined && before !== serializeForm(form)
			}),
		[],
	)

	// A form that appears (a page, an editor opened) starts from what it holds then, once the
	// page has settled (a frame later)...
	// biome-ignore lint/correctness/useExhaustiveDependencies: runs again after every navigation
	useEffect(() => {
		const frame = requestAnimationFrame(snapshotNewForms)
		return () => cancelAnimationFrame(frame)
	}, [location.key, snapshotNewForms])

	// ...or, at the latest, when the owner first reaches into it: on a busy device the frame can
	// come after the first keystrokes, and a form noted with them already typed would not count
	// as unsaved.
	useEffect(() => {
		const onReach = (event: Event) => {
			const form = event.target instanceof Element ? event.target.closest('form') : null
			if (form && !snapshots.current.has(form) && isTracked(form)) {
				snapshots.current.set(form, serializeForm(form))
			}
		}
		document.addEventListener('focusin', onReach, true)
		document.addEventListener('pointerdown', onReach, true)
		return () => {
			document.removeEventListener('focusin', onReach, true)
			document.removeEventListener('pointerdown', onReach, true)
		}
	}, [])

	// Note which form is submitted, before React Router turns the submission into a navigation
	// (which it starts in the same task); forgotten again if none follows (a confirmation
	// declined, a fetcher's background post).
	useEffect(() => {
		const onSubmit = (event: SubmitEvent) => {
			if (!(event.target instanceof HTMLFormElement)) return
			const form = event.target
			submitting.current = form
			setTimeout(() => {
				if (submitting.current === form && router?.state.navigation.state === 'idle') submitting.current = null
			})
		}
		document.addEventListener('submit', onSubmit, true)
		return () => document.removeEventListener('submit', onSubmit, true)
	}, [router])

	// The submission behind a navigation is over when its refusal arrives or, at the latest, when
	// the navigation ends: note whether it was refused.
	useEffect(() => {
		if (!router) return
		let busy = router.state.navigation.state !== 'idle'
		let actionData = router.state.actionData
		return router.subscribe((state) => {
			const nowBusy = state.navigation.state !== 'idle'
			// A refusal is shown while the navigation is still loading (the dashboard's frame reloads
			// after every action): from then on the form is no longer being submitted, and leaving
			// it asks again. A new answer is a new object; a redirect keeps the old one.
			if (state.actionData !== actionData && isRefusal(state.actionData) && submitting.current) {
				finished.current = { form: submitting.current, refused: true }
				submitting.current = null
			}
			actionData = state.actionData
			if (busy && !nowBusy) {
				if (submitting.current || !finished.current) {
					finished.current = { form: submitting.current, refused: isRefusal(state.actionData) }
				}
				submitting.current = null
			}
			busy = nowBusy
		})
	}, [router])

	// Once React shows the router's settled state: a save that succeeded is the new starting
	// point (as the page now shows it); a refused one stays unsaved.
	useEffect(() => {
		const done = finished.current
		if (!done || renderedState !== router?.state || renderedState.navigation.state !== 'idle') return
		finished.current = null
		if (done.form?.isConnected && !done.refused) snapshots.current.set(done.form, serializeForm(done.form))
		snapshotNewForms()
	})

	// The question is open while a departure is held, until the owner answers it. The router lets
	// go of a held navigation by itself when one already under way ends (the frame's reload after
	// a save), so where the owner was going is kept here: the place, and the form whose submission
	// it was ('Sair', a delete).
	const [held, setHeld] = useState<{ location: Location; form: HTMLFormElement | null } | null>(null)
	/** 'Sair sem guardar' after the router let go of the held navigation: the one started again passes. */
	const leaving = useRef(false)
	const blocker = useBlocker(({ currentLocation, nextLocation }) => {
		if (leaving.current) return false
		const submitted = submitting.current
		// A save, to its own page, is never held up (a delete or 'Sair' with another form unsaved is).
		if (submitted && isEditable(submitted) && nextLocation.pathname === currentLocation.pathname) return false
		if (dirtyForms(submitted).length === 0) return false
		setHeld({ location: nextLocation, form: submitted })
		return true
	})
	const navigate = useNavigate()

	useBeforeUnload(
		useCallback(
			(event: BeforeUnloadEvent) => {
				if (dirtyForms(submitting.current).length === 0) return
				event.preventDefault()
				event.returnValue = ''
			},
			[dirtyForms],
		),
	)

	const dialog = useRef<HTMLDialogElement>(null)
	useEffect(() => {
		const element = dialog.current
		if (!element) return
		if (held && !element.open) element.showModal()
		if (!held && element.open) element.close()
	}, [held])

	const stay = () => {
		submitting.current = null
		// Closed at once, not when React has rendered the reset: until it closes, the modal dialog
		// leaves the page inert, and what the owner types next would go nowhere.
		dialog.current?.close()
		setHeld(null)
		if (blocker.state === 'blocked') blocker.reset()
	}
	const leave = () => {
		dialog.current?.close()
		setHeld(null)
		if (blocker.state === 'blocked') {
			blocker.proceed()
			return
		}
		if (!held) return
		// The router asks the blocker as it starts the navigation, within these calls.
		leaving.current = true
		if (held.form?.isConnected) held.form.requestSubmit()
		else navigate(held.location)
		leaving.current = false
	}

	return (
		<dialog
			ref={dialog}
			aria-labelledby="unsaved-title"
			aria-describedby="unsaved-message"
			onCancel={(event) => {
				event.preventDefault()
				stay()
			}}
			className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-card border border-sand-200 bg-white p-6 text-ink shadow-card backdrop:bg-ocean-950/50"
		>
			<h2 id="unsaved-title" className="text-xl font-semibold">
				{T.title}
			</h2>
			<p id="unsaved-message" className="mt-2 text-muted">
				{T.message}
			</p>
			<div className="mt-6 flex flex-wrap justify-end gap-3">
				<button type="button" className="btn-secondary" onClick={leave}>
					{T.leave}
				</button>
				{/* biome-ignore lint/a11y/noAutofocus: the safe choice takes the focus when the dialog opens */}
				<button type="button" className="btn-primary" onClick={stay} autoFocus>
					{T.stay}
				</button>
			</div>
		</dialog>
	)
}
