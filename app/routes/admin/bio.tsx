import { data, Form, useNavigation } from 'react-router'
import { loadBio } from '#app/features/admin/content/bio-editor.server.ts'
import { auditActor } from '#app/features/admin/content/content-write.server.ts'
import { isOversizedForm, OVERSIZED_ANSWER } from '#app/features/admin/content/image-upload.server.ts'
import { bioAction } from '#app/features/admin/content/page-actions.server.ts'
import { TimelineEditor } from '#app/features/admin/content/timeline-editor.tsx'
import { localizedFieldName } from '#app/features/admin/forms/admin-form.ts'
import { adminMeta } from '#app/features/admin/shell/admin-meta.ts'
import { ActionStatus, useActionToast, useLoadErrorToast } from '#app/features/admin/ui/action-feedback.tsx'
import { AdminPage, AdminPanel, LoadError, SaveButton } from '#app/features/admin/ui/admin-page.tsx'
import { ImageUploadField } from '#app/features/admin/ui/image-upload-field.tsx'
import { LanguageTabs, localesWithErrors } from '#app/features/admin/ui/language-tabs.tsx'
import { MarkdownField } from '#app/features/admin/ui/markdown-field.tsx'
import { requireAdmin } from '#app/features/auth/admin.server.ts'
import { logger } from '#app/lib/logger.server.ts'
import type { Route } from './+types/bio'

export async function loader({ request }: Route.LoaderArgs) {
	await requireAdmin(request)
	try {
		return { bio: await loadBio(), loadError: null }
	} catch (error) {
		logger.error({ err: error }, 'admin bio could not be loaded')
		return { bio: null, loadError: 'Erro ao carregar bio' }
	}
}

export async function action({ request }: Route.ActionArgs) {
	const { user } = await requireAdmin(request)
	if (isOversizedForm(request)) return data({ state: OVERSIZED_ANSWER.state }, { status: OVERSIZED_ANSWER.status })
	const { state, status } = await bioAction(await request.formData(), auditActor(user))
	return data({ state }, { status })
}

export default function BioTab({ loaderData, actionData }: Route.ComponentProps) {
	const { bio, loadError } = loaderData
	useLoadErrorToast(loadError)
	const navigation = useNavigation()
	const state = actionData?.state
	useActionToast(state)
	const errors = state?.status === 'error' ? state.errors : undefined
	const saving = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'save'
	return (
		<AdminPage
			title="Gerir Bio"
			description="O texto, a imagem e o percurso da página Bio, em português, inglês e espanhol."
		>
			{loadError ? (
				<LoadError message={loadError} />
			) : (
				<Form method="post" encType="multipart/form-data" className="grid grid-cols-1 gap-6">
					<AdminPanel title="Introdução">
						<LanguageTabs label="Idioma da introdução" invalid={localesWithErrors(errors, 'intro_text')}>
							{(locale) => (
								<MarkdownField
									name={localizedFieldName('intro_text', locale)}
									label={locale === 'pt-PT' ? 'Texto de introdução *' : 'Texto de introdução'}
									rows={10}
									defaultValue={bio?.introText[locale] ?? ''}
									error={errors?.[localizedFieldName('intro_text', locale)]}
								/>
							)}
						</LanguageTabs>
					</AdminPanel>
					<AdminPanel title="Imagem">
						<ImageUploadField
							name="bio_image_url"
							label="Imagem da bio"
							shape="portrait"
							defaultValue={bio?.bioImageUrl}
							error={errors?.bio_image_url}
						/>
					</AdminPanel>
					<AdminPanel title="Percurso">
						<TimelineEditor items={bio?.timeline ?? []} errors={errors} />
					</AdminPanel>
					<div className="flex flex-wrap items-center gap-4">
						<SaveButton busy={saving}>Guardar Alterações</SaveButton>
						<ActionStatus state={state?.intent === 'save' ? state : undefined} />
					</div>
				</Form>
			)}
		</AdminPage>
	)
}

export const meta: Route.MetaFunction = () => adminMeta('Gerir Bio')
