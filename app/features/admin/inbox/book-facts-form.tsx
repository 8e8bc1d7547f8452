/**
 * 'Dados do livro' in the Livro tab: the facts the public pages show about the book. A plain
 * form, so it works without JavaScript; a refused save shows every field as it was typed.
 */
import { Form, useNavigation } from 'react-router'
import { ADMIN_TEXTS } from '#app/features/admin/admin-texts.ts'
import { useAdminForm } from '#app/features/admin/forms/admin-form.ts'
import { SaveButton } from '#app/features/admin/ui/admin-page.tsx'
import { BOOK_AVAILABILITIES, BOOK_FORMATS, type BookFacts, FAQ_KEYS, type FaqKey } from '#app/features/book/book.ts'
import { AVAILABILITY_TEXT, BOOK_PAGE, FORMAT_TEXT } from '#app/features/book/book-content.ts'
import { TextAreaField, TextField } from '#app/features/forms/form-fields.tsx'

const T = ADMIN_TEXTS.book.facts
export const BOOK_FACTS_INTENT = 'save'

/** The price as the owner types it: '12,90'. */
export function priceField(price: number): string {
	return price.toFixed(2).replace('.', ',')
}

export function BookFactsForm({ facts, answers }: { facts: BookFacts; answers: Record<FaqKey, string> }) {
	const form = useAdminForm(BOOK_FACTS_INTENT)
	const navigation = useNavigation()
	const saving = navigation.state === 'submitting' && navigation.formData?.get('intent') === BOOK_FACTS_INTENT
	const availability = form.value('availability', facts.availability)
	const format = form.value('format', facts.format)
	return (
		<Form method="post" className="card grid grid-cols-1 gap-6 p-5 sm:p-6" aria-labelledby="book-facts-title">
			<div className="grid gap-1">
				<h3 id="book-facts-title" className="text-xl font-semibold">
					{T.title}
				</h3>
				<p className="text-sm text-muted">{T.lead}</p>
			</div>
			<div className="grid gap-5 sm:grid-cols-2">
				<div className="grid content-start gap-1">
					<TextField
						idPrefix="book"
						{...form.bind('launchDate', facts.launchDate)}
						label={T.launchDate}
						placeholder="2026-12"
						aria-describedby={form.error('launchDate') ? 'book-launchDate-error book-launch-hint' : 'book-launch-hint'}
						maxLength={10}
					/>
					<p id="book-launch-hint" className="text-sm text-muted">
						{T.launchHint}
					</p>
				</div>
				<TextField
					idPrefix="book"
					{...form.bind('price', priceField(facts.price))}
					label={T.price}
					inputMode="decimal"
					required
					maxLength={10}
				/>
				<div className="grid content-start gap-1.5">
					<label htmlFor="book-format" className="text-sm font-medium">
						{T.format}
					</label>
					<select id="book-format" name="format" defaultValue={format} className="field">
						{BOOK_FORMATS.map((value) => (
							<option key={value} value={value}>
								{FORMAT_TEXT[value]}
							</option>
						))}
					</select>
				</div>
				<fieldset className="grid content-start gap-1.5">
					<legend className="mb-1.5 text-sm font-medium">{T.availability}</legend>
					<div className="flex flex-wrap gap-2">
						{BOOK_AVAILABILITIES.map((value) => (
							<label
								key={value}
								className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-sand-300 bg-white px-4 has-[:checked]:border-sea-600 has-[:checked]:bg-sea-100"
							>
								<input
									type="radio"
									name="availability"
									value={value}
									defaultChecked={availability === value}
									className="size-4 accent-sea-700"
								/>
								{AVAILABILITY_TEXT[value]}
							</label>
						))}
					</div>
				</fieldset>
				<div className="grid content-start gap-1 sm:col-span-2">
					<TextField
						idPrefix="book"
						{...form.bind('purchaseUrl', facts.purchaseUrl)}
						type="url"
						label={T.purchaseUrl}
						placeholder="https://"
						aria-describedby={
							form.error('purchaseUrl') ? 'book-purchaseUrl-error book-purchase-hint' : 'book-purchase-hint'
						}
						maxLength={500}
					/>
					<p id="book-purchase-hint" className="text-sm text-muted">
						{T.purchaseHint}
					</p>
				</div>
			</div>
			<fieldset className="grid gap-4 border-t border-sand-200 pt-5">
				<legend className="font-semibold">{T.faq}</legend>
				<p className="-mt-3 text-sm text-muted">{T.faqHint}</p>
				{FAQ_KEYS.map((key) => (
					<TextAreaField
						key={key}
						idPrefix="book"
						{...form.bind(`faq.${key}`, answers[key])}
						label={BOOK_PAGE.faq.questions[key]}
						rows={3}
						className="field min-h-24 resize-y"
						maxLength={1000}
					/>
				))}
			</fieldset>
			<div className="flex flex-wrap items-center gap-3 border-t border-sand-200 pt-5">
				<SaveButton busy={saving}>{T.save}</SaveButton>
			</div>
		</Form>
	)
}
