import { Form, useNavigation } from 'react-router'
import { ADMIN_TEXTS } from '#app/features/admin/admin-texts.ts'
import { loadBio } from '#app/features/admin/content/bio-editor.server.ts'
import { bioAction } from '#app/features/admin/content/page-actions.server.ts'
import { TIMELINE_MOVE_FORM, TimelineEditor } from '#app/features/admin/content/timeline-editor.tsx'
import { localizedFieldName, useAdminForm } from '#app/features/admin/forms/admin-form.ts'
import { adminMeta } from '#app/features/admin/shell/admin-meta.ts'
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

export const action = bioAction()

export default function BioTab({ loaderData }: Route.ComponentProps) {
	const { bio, loadError } = loaderData
	const navigation = useNavigation()
	const form = useAdminForm('save')
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
						<LanguageTabs label="Idioma da introdução" invalid={localesWithErrors(form.errors, 'intro_text')}>
							{(locale) => (
								<MarkdownField
									{...form.bind(localizedFieldName('intro_text', locale), bio?.introText[locale])}
									label={locale === 'pt-PT' ? 'Texto de introdução *' : 'Texto de introdução'}
									rows={10}
								/>
							)}
						</LanguageTabs>
					</AdminPanel>
					<AdminPanel title="Imagem">
						<ImageUploadField
							{...form.bind('bio_image_url', bio?.bioImageUrl)}
							label="Imagem da bio"
							shape="portrait"
							alt={{
								name: 'bio_image_alt',
								stored: bio?.bioImageAlt,
								whenEmpty: ADMIN_TEXTS.content.altPortraitDefault,
							}}
						/>
					</AdminPanel>
					<AdminPanel title="Percurso">
						<TimelineEditor items={bio?.timeline ?? []} />
					</AdminPanel>
					<div className="flex flex-wrap items-center gap-4">
						<SaveButton busy={saving}>Guardar Alterações</SaveButton>
					</div>
				</Form>
			)}
			{/* The milestones' arrows without JavaScript: a stored milestone moved at once. */}
			<Form id={TIMELINE_MOVE_FORM} method="post" hidden>
				<input type="hidden" name="intent" value="move-milestone" />
			</Form>
		</AdminPage>
	)
}

export const meta: Route.MetaFunction = () => adminMeta('Gerir Bio')
