import { type MouseEvent, useEffect, useRef, useState } from 'react'
import { useDismissableDetails } from '#app/components/layout/use-dismissable-details.ts'
import { Icon } from '#app/components/ui/icon.tsx'
import { trackEvent } from '#app/features/analytics/events.ts'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import { BOOK_PAGE } from './book-content.ts'
import { shareLinks } from './share-links.ts'

type ShareActions = typeof import('./share-actions.ts')

/** Brand marks for the share links, in a static sprite (no JavaScript, docs/decisions/007). */
const SHARE_SPRITE = '/images/book/share-icons.svg'

/** docs/product/rules.md: how long the copy button says it copied. */
export const COPIED_INDICATOR_MS = 2000

const itemClass =
	'flex min-h-11 w-full cursor-pointer items-center gap-3 rounded-xl px-3 text-left text-base text-ink hover:bg-sand-100'

/**
 * The book page's share menu (docs/product/pages.md): a disclosure of plain share links, so it works
 * without JavaScript. With it, the links open a centred popup and a 'Copiar link' item
 * appears; the code for both loads when the menu first opens.
 */
export function ShareMenu({ url }: { url: string }) {
	const { t } = useI18n()
	const texts = BOOK_PAGE.share
	const ref = useRef<HTMLDetailsElement>(null)
	useDismissableDetails(ref)
	const [actions, setActions] = useState<ShareActions | null>(null)
	const [canCopy, setCanCopy] = useState(false)
	const [copied, setCopied] = useState(false)
	const copiedTimer = useRef<ReturnType<typeof setTimeout>>(undefined)

	// Copying needs JavaScript, so the item only exists once it runs.
	useEffect(() => setCanCopy(true), [])
	useEffect(() => () => clearTimeout(copiedTimer.current), [])

	function loadActions() {
		if (actions) return
		void import('./share-actions.ts').then((loaded) => {
			setActions(loaded)
			void loaded.prepareToasts()
		})
	}

	function onToggle() {
		if (ref.current?.open) loadActions()
	}

	function close() {
		if (ref.current) ref.current.open = false
	}

	function share(event: MouseEvent<HTMLAnchorElement>) {
		trackEvent('book_page_share', { platform: event.currentTarget.dataset.shareNetwork ?? '', url })
		// Until the popup code has loaded (or when the popup is blocked) the link opens a new tab.
		if (actions?.openSharePopup(event.currentTarget.href)) {
			event.preventDefault()
			close()
		}
	}

	async function copy() {
		const loaded = actions ?? (await import('./share-actions.ts'))
		if (!(await loaded.copyText(url))) {
			void loaded.showToast(texts.copyFailed, { type: 'error' })
			return
		}
		trackEvent('book_page_share', { platform: 'copy', url })
		setCopied(true)
		clearTimeout(copiedTimer.current)
		copiedTimer.current = setTimeout(() => setCopied(false), COPIED_INDICATOR_MS)
		void loaded.showToast(texts.toast, { type: 'success' })
	}

	return (
		<details ref={ref} className="group relative" data-share-menu={actions ? 'ready' : ''} onToggle={onToggle}>
			<summary
				onPointerEnter={loadActions}
				className="btn-secondary cursor-pointer list-none [&::-webkit-details-marker]:hidden"
			>
				<Icon name="share-2" className="size-5" />
				{texts.label}
				<Icon name="chevron-down" className="size-4 transition-transform group-open:rotate-180" />
			</summary>
			<ul
				aria-label={texts.menuLabel}
				className="absolute left-0 z-30 mt-2 w-64 rounded-2xl border border-sand-200 bg-white p-1.5 shadow-card"
			>
				{shareLinks(url, texts.text).map(({ network, label, href }) => (
					<li key={network}>
						<a
							href={href}
							target="_blank"
							rel="noopener noreferrer"
							data-share-network={network}
							onClick={share}
							className={itemClass}
						>
							<svg aria-hidden="true" focusable="false" className="size-5 text-ocean-800">
								<use href={`${SHARE_SPRITE}#${network}`} />
							</svg>
							{label}
							<span className="sr-only"> {t('a11y.opensInNewTab')}</span>
						</a>
					</li>
				))}
				{canCopy ? (
					<li className="mt-1 border-t border-sand-200 pt-1">
						<button type="button" onClick={copy} className={itemClass}>
							<Icon name={copied ? 'check' : 'link'} className="size-5 text-ocean-800" />
							{copied ? texts.copied : texts.copy}
						</button>
					</li>
				) : null}
			</ul>
		</details>
	)
}
