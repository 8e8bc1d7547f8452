import { createPortal } from 'react-dom'
import { Icon } from '#app/components/ui/icon.tsx'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import { BOOK } from './book.ts'
import { BOOK_PAGE } from './book-content.ts'

/**
 * What opens by itself on a calm first home visit (docs/decisions/020): a small card at the
 * bottom, not the dialog. It covers a strip of a phone's screen, takes no focus and traps
 * nothing; 'Reservar exemplar' opens the pre-reservation dialog, the ✕ closes it for good.
 * Only the Portuguese home shows it, so its texts are Portuguese. It is drawn in the body, not
 * where its launcher sits: the home's book section renders near the viewport only
 * (`render-near-view`, docs/decisions/034), and that containment would pin a fixed card to the
 * section instead of the screen. It only ever opens in the browser, after the page has hydrated.
 */
export function BookInvitation({ onAccept, onDismiss }: { onAccept: () => void; onDismiss: () => void }) {
	const { t } = useI18n()
	return createPortal(
		<section
			lang="pt-PT"
			aria-label={BOOK.title}
			data-book-invitation=""
			className="fixed inset-x-3 bottom-3 z-40 rounded-card border border-sand-200 bg-white p-4 shadow-card transition-[opacity,translate] duration-300 starting:translate-y-4 starting:opacity-0 sm:inset-x-auto sm:right-6 sm:bottom-6 sm:w-full sm:max-w-sm sm:p-5"
		>
			<div className="flex items-start gap-4 pr-10">
				<img
					src={BOOK.cover.src}
					width={BOOK.cover.width}
					height={BOOK.cover.height}
					alt=""
					className="h-auto w-11 shrink-0 rounded-r-md rounded-l-sm shadow-card"
				/>
				<div>
					<p className="text-xs font-semibold tracking-[0.16em] text-coral-700 uppercase">{BOOK.title}</p>
					<p className="mt-1 font-display text-lg leading-snug font-semibold text-ink">{t('bookDialog.title')}</p>
					<p className="mt-1 text-sm text-muted">{BOOK_PAGE.reserveNote}</p>
				</div>
			</div>
			<button type="button" onClick={onAccept} className="btn-primary mt-3 w-full sm:w-auto">
				<Icon name="bookmark" className="size-5" />
				{BOOK_PAGE.reserve}
			</button>
			<button
				type="button"
				onClick={onDismiss}
				aria-label={t('bookDialog.close')}
				title={t('bookDialog.close')}
				className="absolute top-2 right-2 flex size-11 cursor-pointer items-center justify-center rounded-full text-muted hover:bg-sand-100 hover:text-ink"
			>
				<Icon name="x" className="size-5" />
			</button>
		</section>,
		document.body,
	)
}
