import type { ReactNode } from 'react'
import { Outlet } from 'react-router'
import { DeferredPrompts } from '#app/components/layout/deferred-prompts.tsx'
import { ErrorMessage } from '#app/components/layout/error-message.tsx'
import { NavigationStatus } from '#app/components/layout/navigation-status.tsx'
import { SiteFooter } from '#app/components/layout/site-footer.tsx'
import { SiteHeader } from '#app/components/layout/site-header.tsx'
import { CookieBannerHost } from '#app/features/consent/cookie-banner-host.tsx'
import { useConsent } from '#app/features/consent/use-consent.ts'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import { useRenderAllForAnchors } from '#app/lib/render-near-view.ts'

/**
 * The cookie banner and the prompts that wait for its answer. The stored choice is read once
 * the page has hydrated; only this part of the frame renders again then, not the header and
 * footer with their thirty-odd links (docs/decisions/034-first-visit-main-thread.md).
 */
function ConsentPrompts() {
	const consent = useConsent()
	return (
		<>
			<CookieBannerHost consent={consent} />
			<DeferredPrompts known={consent.known} choice={consent.choice} />
		</>
	)
}

function SiteFrame({ children }: { children: ReactNode }) {
	const { t } = useI18n()
	useRenderAllForAnchors()
	return (
		<>
			<a
				href="#main"
				className="sr-only z-50 rounded-full bg-ocean-900 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
			>
				{t('a11y.skipToContent')}
			</a>
			{/* Early in the tab order: the cookie banner (in the HTML), then what loads after hydration. */}
			<ConsentPrompts />
			<NavigationStatus />
			<SiteHeader />
			<main id="main" tabIndex={-1} className="outline-none">
				{children}
			</main>
			<SiteFooter />
		</>
	)
}

export default function PublicLayout() {
	return (
		<SiteFrame>
			<Outlet />
		</SiteFrame>
	)
}

/** A failing page keeps the site's header and footer around its error message. */
export function ErrorBoundary({ error }: { error: unknown }) {
	return (
		<SiteFrame>
			<ErrorMessage error={error} />
		</SiteFrame>
	)
}
