import { Form, useNavigation } from 'react-router'
import { pressKitAction } from '#app/features/admin/content/page-actions.server.ts'
import { loadPressKit } from '#app/features/admin/content/site-settings-editor.server.ts'
import { useAdminForm } from '#app/features/admin/forms/admin-form.ts'
import { adminMeta } from '#app/features/admin/shell/admin-meta.ts'
import { AdminPage, AdminPanel, LoadError, SaveButton } from '#app/features/admin/ui/admin-page.tsx'
import { LanguageTabs } from '#app/features/admin/ui/language-tabs.tsx'
import { requireAdmin } from '#app/features/auth/admin.server.ts'
import { SELF_HOSTED_PRESS_KIT } from '#app/features/content/press-kit.server.ts'
import { TextAreaField, TextField } from '#app/features/forms/form-fields.tsx'
import type { Locale } from '#app/i18n/locales.ts'
import { logger } from '#app/lib/logger.server.ts'
import type { Route } from './+types/press-kit'

/** The setting's field of each language's official bio (docs/product/data.md, `press_kit`). */
const BIO_FIELD = { 'pt-PT': 'bio_pt', en: 'bio_en', es: 'bio_es' } as const satisfies Record<Locale, string>

export async function loader({ request }: Route.LoaderArgs) {
	await requireAdmin(request)
	try {
		return { pressKit: await loadPressKit(), fallbackUrl: SELF_HOSTED_PRESS_KIT, loadError: null }
	} catch (error) {
		logger.error({ err: error }, 'admin press kit could not be loaded')
		return { pressKit: null, fallbackUrl: SELF_HOSTED_PRESS_KIT, loadError: 'Erro ao carregar press kit' }
	}
}

export const action = pressKitAction

export default function PressKitTab({ loaderData }: Route.ComponentProps) {
	const { pressKit, fallbackUrl, loadError } = loaderData
	const navigation = useNavigation()
	const form = useAdminForm('save')
	return (
		<AdminPage title="Press Kit" description="A bio oficial e o ficheiro do press kit, no cartão da página Media.">
			{loadError || !pressKit ? (
				<LoadError message={loadError ?? 'Erro ao carregar press kit'} />
			) : (
				// noValidate: the link may be a path of this site, which the browser's URL check refuses; the server checks it.
				<Form method="post" noValidate className="grid grid-cols-1 gap-6">
					<AdminPanel title="Bio oficial">
						<LanguageTabs
							label="Idioma da bio oficial"
							hint="Quando um idioma fica vazio, o site mostra a bio em português (ou o texto por omissão)."
						>
							{(locale) => (
								<TextAreaField
									name={BIO_FIELD[locale]}
									label="Bio oficial"
									idPrefix={`press-${locale}`}
									rows={10}
									defaultValue={form.value(BIO_FIELD[locale], pressKit[BIO_FIELD[locale]])}
								/>
							)}
						</LanguageTabs>
					</AdminPanel>
					<AdminPanel title="Download">
						<div className="grid gap-1">
							<TextField
								{...form.bind('download_url', pressKit.download_url)}
								label="URL de download"
								type="url"
								placeholder="https://…"
							/>
							<p className="text-xs text-muted">
								Um endereço http(s) ou um caminho do site. Vazio: o site oferece o seu próprio ficheiro ({fallbackUrl}).
							</p>
						</div>
					</AdminPanel>
					<div className="flex flex-wrap items-center gap-4">
						<SaveButton busy={navigation.state === 'submitting'}>Guardar Press Kit</SaveButton>
					</div>
				</Form>
			)}
		</AdminPage>
	)
}

export const meta: Route.MetaFunction = () => adminMeta('Press Kit')
