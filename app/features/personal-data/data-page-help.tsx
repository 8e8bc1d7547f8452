import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Icon } from '#app/components/ui/icon.tsx'
import { OWNER } from '#app/config/owner.ts'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import { linkPath } from '#app/i18n/route-table.ts'
import { ACCESS_LINK_MINUTES } from './data-page-texts.ts'

/** The subject a data request by e-mail starts with, so it is easy to spot and answer. */
const DATA_REQUEST_SUBJECT = 'Pedido sobre os meus dados pessoais'

const STEPS = [
	'Indique o seu e-mail nesta página.',
	`Enviamos para esse endereço um link de utilização única, válido durante ${ACCESS_LINK_MINUTES} minutos.`,
	'Ao abrir o link, vê os seus dados e pode exportá-los num ficheiro JSON ou eliminá-los de uma só vez.',
]

const linkClass =
	'font-medium text-sea-700 underline decoration-sea-600/40 underline-offset-4 hover:text-ocean-900 hover:decoration-ocean-900'

/**
 * The frame of the data page (Portuguese only): the tool (`children`) first, how ownership
 * of the e-mail is proven, and, aside, how to ask by e-mail instead.
 */
export function DataPageLayout({ children }: { children: ReactNode }) {
	const { t } = useI18n()
	const mailto = `mailto:${OWNER.email}?subject=${encodeURIComponent(DATA_REQUEST_SUBJECT)}`
	return (
		<div className="grid gap-12 text-base leading-relaxed md:text-[1.0625rem] lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-x-16">
			<div className="grid max-w-[44rem] content-start gap-6 lg:col-start-1">{children}</div>

			<aside
				aria-labelledby="pedido-por-email"
				className="card self-start p-6 md:p-8 lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1"
			>
				<span className="inline-flex size-10 items-center justify-center rounded-full bg-coral-100 text-coral-700">
					<Icon name="mail-check" className="size-5" />
				</span>
				<h2 id="pedido-por-email" className="mt-4 text-xl font-semibold md:text-2xl">
					Prefere pedir por e-mail?
				</h2>
				<p className="mt-3">
					Escreva para{' '}
					<a href={mailto} className={`${linkClass} break-words`}>
						{OWNER.email}
					</a>
					, de preferência a partir do e-mail a que o pedido diz respeito, e diga se quer ver, exportar, corrigir ou
					eliminar os seus dados.
				</p>
				<a href={mailto} className="btn-secondary mt-6 w-full">
					<Icon name="mail" className="size-5" />
					Enviar pedido por e-mail
				</a>
				<p className="mt-5 flex gap-2 text-sm leading-relaxed text-muted">
					<Icon name="shield-check" className="mt-0.5 size-4 shrink-0 text-sea-700" />
					<span>Respondemos dentro do prazo legal de um mês, sem qualquer custo.</span>
				</p>
				<p className="mt-5 border-t border-sand-200 pt-5 text-sm leading-relaxed">
					Saiba como tratamos os seus dados na{' '}
					<Link to={linkPath('privacy', 'pt-PT')} className={linkClass}>
						Política de Privacidade
					</Link>
					.
				</p>
			</aside>

			<section aria-labelledby="confirmar-email" className="max-w-[44rem] lg:col-start-1">
				<h2 id="confirmar-email" className="text-2xl font-semibold md:text-[1.75rem]">
					Como confirmamos que o e-mail é seu
				</h2>
				<p className="mt-4">
					Para que ninguém possa ver ou apagar os dados de outra pessoa, só os mostramos a quem provar que o e-mail é
					seu:
				</p>
				<ol className="mt-5 space-y-3">
					{STEPS.map((step, index) => (
						<li key={step} className="flex gap-4">
							<span
								aria-hidden="true"
								className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-ocean-900 text-sm font-semibold text-white"
							>
								{index + 1}
							</span>
							<span className="pt-0.5">{step}</span>
						</li>
					))}
				</ol>
				<p className="mt-5">
					Por segurança, a página nunca revela se um e-mail consta ou não dos nossos registos. As suas escolhas de
					cookies não ficam associadas ao seu e-mail: para as mudar, use o botão «{t('footer.manageCookies')}» no
					rodapé.
				</p>
			</section>
		</div>
	)
}
