import { Form, useNavigation } from 'react-router'
import { Icon } from '#app/components/ui/icon.tsx'
import { DATA_PAGE_PATH, DATA_PAGE_TEXTS as T } from './data-page-texts.ts'

export type LinkProblem = 'used' | 'expired' | 'invalid' | 'rate-limited' | 'load-failed' | 'session-ended'

/**
 * Following an access link: a button that spends it (a POST, so a mail scanner that opens
 * the link spends nothing). Nothing about the address is shown before it is pressed.
 */
export function AccessLinkCard({ token }: { token: string }) {
	const navigation = useNavigation()
	const pending = navigation.state === 'submitting'
	return (
		<section aria-labelledby="link-titulo" className="card p-6 md:p-8">
			<span className="flex size-14 items-center justify-center rounded-2xl bg-sea-100 text-sea-700">
				<Icon name="shield-check" className="size-7" />
			</span>
			<h2 id="link-titulo" className="mt-6 text-2xl font-semibold">
				{T.linkTitle}
			</h2>
			<p className="mt-3 text-lg leading-relaxed text-muted">{T.linkBody}</p>
			<Form method="post" action={DATA_PAGE_PATH} className="mt-6">
				<input type="hidden" name="intent" value="verify" />
				<input type="hidden" name="token" value={token} />
				<button type="submit" className="btn-primary" disabled={pending}>
					<Icon name="eye" className="size-5" />
					{T.view}
				</button>
			</Form>
		</section>
	)
}

const PROBLEM_TEXT: Record<LinkProblem, string> = {
	used: T.linkUsed,
	expired: T.linkExpired,
	invalid: T.linkInvalid,
	'rate-limited': 'Demasiadas tentativas seguidas. Aguarde alguns minutos e tente novamente.',
	'load-failed': 'Tente novamente dentro de momentos.',
	'session-ended': 'O acesso aos seus dados terminou. Para continuar, peça um novo link abaixo.',
}

/** 'Erro ao carregar dados' (docs/product/messages.md), with why and what to do next. */
export function AccessProblem({ problem }: { problem: LinkProblem }) {
	return (
		<div role="alert" className="flex gap-3 rounded-xl bg-coral-100 p-4 text-coral-700">
			<Icon name="x" className="mt-0.5 size-5 shrink-0" />
			<div>
				<p className="font-semibold">{T.loadFailed}</p>
				<p className="mt-1 text-sm leading-relaxed">{PROBLEM_TEXT[problem]}</p>
			</div>
		</div>
	)
}
