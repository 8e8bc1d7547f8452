import { useRef } from 'react'
import { useFetcher } from 'react-router'
import { trackEvent } from '#app/features/analytics/events.ts'
import type { FormState } from '#app/features/forms/form-state.ts'
import { RESERVE_ANCHOR } from './book.ts'
import { BOOK_PAGE } from './book-content.ts'
import {
	PRERESERVATION_ACTION,
	PrereservationForm,
	PrereservationSuccess,
	usePrereservationFeedback,
} from './prereservation-form.tsx'

/**
 * The book page's own pre-reservation form, in its closing section (where every reserve
 * button leads without JavaScript). A plain POST comes back to this section with the answer
 * and what was typed; with JavaScript it is sent without a reload.
 */
export function BookReserveForm({ pageAnswer }: { pageAnswer: FormState | undefined }) {
	const fetcher = useFetcher<FormState>()
	const formRef = useRef<HTMLFormElement>(null)
	const submittedEmail = useRef('')
	const answer = fetcher.data ?? pageAnswer
	usePrereservationFeedback(fetcher.data, formRef, submittedEmail)

	if (answer?.status === 'success') return <PrereservationSuccess />
	return (
		<PrereservationForm
			fetcher={fetcher}
			answer={answer}
			idPrefix="book-reserve"
			submitLabel={BOOK_PAGE.closing.cta}
			action={`${PRERESERVATION_ACTION}#${RESERVE_ANCHOR}`}
			formRef={formRef}
			submittedEmail={submittedEmail}
			onSubmit={() => trackEvent('book_preorder_cta_click', { location: 'footer' })}
		/>
	)
}
