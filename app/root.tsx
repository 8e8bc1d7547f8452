import type { ReactNode } from 'react'
import {
	Links,
	Meta,
	Outlet,
	Scripts,
	ScrollRestoration,
	type ShouldRevalidateFunctionArgs,
	useLocation,
} from 'react-router'
import type { Route } from './+types/root'
import './public.css'
import { ErrorMessage } from './components/layout/error-message.tsx'
import { getEnv } from './config/env.server.ts'
import { ptErrors } from './i18n/catalogues/pt-PT-errors.ts'
import { messagesFor } from './i18n/catalogues.server.ts'
import { I18nProvider, usePageMessages } from './i18n/i18n-context.tsx'
import { localeFromPath } from './i18n/locales.ts'
import { type Messages, SHELL_NAMESPACES } from './i18n/namespaces.ts'
import { useBrandFonts } from './lib/brand-fonts.ts'
import { HEAD_SCRIPT } from './lib/head-script.ts'
import { useHydratedSignal } from './lib/hydration-signal.ts'
import { useRootData } from './lib/use-root-data.ts'

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }]

export async function loader({ url }: Route.LoaderArgs) {
	const locale = localeFromPath(url.pathname)
	return {
		locale,
		/** Only the shell's texts: each page's loader sends its own (app/i18n/namespaces.ts). */
		messages: messagesFor(locale, SHELL_NAMESPACES),
		siteUrl: getEnv().SITE_URL,
		year: new Date().getFullYear(),
		/** Analytics loads only with this set, and only after the visitor consents to it. */
		gaMeasurementId: getEnv().GA_MEASUREMENT_ID,
	}
}

/** The root's data depends only on the language, so it reloads only when that changes. */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
	return localeFromPath(currentUrl.pathname) !== localeFromPath(nextUrl.pathname)
}

export function Layout({ children }: { children: ReactNode }) {
	useHydratedSignal()
	useBrandFonts()
	const data = useRootData()
	const location = useLocation()
	const locale = data?.locale ?? localeFromPath(location.pathname)
	return (
		// The head script below may mark <html> before hydration (a stored cookie choice, the reader's language).
		<html lang={locale} dir="ltr" suppressHydrationWarning>
			<head>
				<meta charSet="utf-8" />
				<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
				<meta name="theme-color" content="#0b2a3f" />
				{/* Before the first paint: hide the cookie banner when a choice is stored (docs/decisions/021), mark the reader's language. */}
				{/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of the site's own, allowed by its CSP hash */}
				<script dangerouslySetInnerHTML={{ __html: HEAD_SCRIPT }} />
				<noscript>
					<style>{'[data-cookie-banner-host]{display:none}'}</style>
				</noscript>
				<Meta />
				<Links />
			</head>
			<body>
				{children}
				<ScrollRestoration />
				<Scripts />
			</body>
		</html>
	)
}

export default function App({ loaderData }: Route.ComponentProps) {
	const messages = usePageMessages(loaderData.messages)
	return (
		<I18nProvider locale={loaderData.locale} messages={messages}>
			<Outlet />
		</I18nProvider>
	)
}

/**
 * What the error page needs when even the root's data is missing: only the error texts, never
 * the whole catalogue (a missing key would show as the key itself).
 */
const ERROR_FALLBACK_MESSAGES = {
	notFound: ptErrors.notFound,
	error: ptErrors.error,
	common: { backHome: ptErrors.backHome },
} as unknown as Messages

/**
 * Last-resort error page, when the root itself failed: a short localized message and a link
 * home, never a stack trace (the server logs the error; React Router strips details from
 * production responses). Errors inside pages are caught by the public layout instead.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	const data = useRootData()
	const location = useLocation()
	return (
		<I18nProvider
			locale={data?.locale ?? localeFromPath(location.pathname)}
			messages={data?.messages ?? ERROR_FALLBACK_MESSAGES}
		>
			<main>
				<ErrorMessage error={error} />
			</main>
		</I18nProvider>
	)
}
