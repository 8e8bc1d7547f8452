import { Form, useNavigation } from 'react-router'
import { siteTextsAction } from '#app/features/admin/content/page-actions.server.ts'
import {
	loadTextSettings,
	TEXT_SETTINGS,
	type TextSettingKey,
} from '#app/features/admin/content/site-settings-editor.server.ts'
import { localizedFieldName, useAdminForm } from '#app/features/admin/forms/admin-form.ts'
import { adminMeta } from '#app/features/admin/shell/admin-meta.ts'
import { AdminPage, AdminPanel, LoadError, SaveButton } from '#app/features/admin/ui/admin-page.tsx'
import { LanguageTabs, localesWithErrors } from '#app/features/admin/ui/language-tabs.tsx'
import { MarkdownField } from '#app/features/admin/ui/markdown-field.tsx'
import { requireAdmin } from '#app/features/auth/admin.server.ts'
import { TextAreaField } from '#app/features/forms/form-fields.tsx'
import { logger } from '#app/lib/logger.server.ts'
import type { Route } from './+types/definicoes'

/** The four texts, with the documented labels (docs/product/pages.md) and where each appears. */
const LABELS: Record<TextSettingKey, { label: string; hint: string }> = {
	home_hero: { label: 'Hero da Home', hint: 'A frase de apresentação no topo da página inicial.' },
	contact_intro: { label: 'Introdução Contacto', hint: 'O texto antes do formulário da página Contacto.' },
	contact_success: { label: 'Mensagem Sucesso Contacto', hint: 'A mensagem depois de um contacto enviado.' },
	how_i_work: { label: 'Como Trabalho', hint: 'O cartão da página Projectos (markdown).' },
}

export async function loader({ request }: Route.LoaderArgs) {
	await requireAdmin(request)
	try {
		return { settings: await loadTextSettings(), keys: TEXT_SETTINGS, loadError: null }
	} catch (error) {
		logger.error({ err: error }, 'admin settings could not be loaded')
		return { settings: null, keys: TEXT_SETTINGS, loadError: 'Erro ao carregar definições' }
	}
}

export const action = siteTextsAction

export default function SettingsTab({ loaderData }: Route.ComponentProps) {
	const { settings, keys, loadError } = loaderData
	const navigation = useNavigation()
	const form = useAdminForm('save')
	return (
		<AdminPage title="Definições do Site" description="Os textos do site, em português, inglês e espanhol.">
			{loadError || !settings ? (
				<LoadError message={loadError ?? 'Erro ao carregar definições'} />
			) : (
				<Form method="post" className="grid grid-cols-1 gap-6">
					<AdminPanel>
						<LanguageTabs label="Idioma dos textos" invalid={localesWithErrors(form.errors, ...keys)}>
							{(locale) =>
								keys.map((key) => (
									<div key={key} className="grid grid-cols-1 gap-1">
										{key === 'how_i_work' ? (
											<MarkdownField
												{...form.bind(localizedFieldName(key, locale), settings[key]?.[locale])}
												label={locale === 'pt-PT' ? `${LABELS[key].label} *` : LABELS[key].label}
												rows={6}
											/>
										) : (
											<TextAreaField
												{...form.bind(localizedFieldName(key, locale), settings[key]?.[locale])}
												label={locale === 'pt-PT' ? `${LABELS[key].label} *` : LABELS[key].label}
												idPrefix={`definicao-${locale}`}
												rows={4}
											/>
										)}
										<p className="text-xs text-muted">{LABELS[key].hint}</p>
									</div>
								))
							}
						</LanguageTabs>
					</AdminPanel>
					<div className="flex flex-wrap items-center gap-4">
						<SaveButton busy={navigation.state === 'submitting'}>Guardar Definições</SaveButton>
					</div>
				</Form>
			)}
		</AdminPage>
	)
}

export const meta: Route.MetaFunction = () => adminMeta('Definições do Site')
