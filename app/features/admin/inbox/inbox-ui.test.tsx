import { createContext, type ReactNode, useContext } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { expect, test } from 'vitest'
import { ContactMessageCard, type ContactMessageView } from './contact-message-card.tsx'
import { ConfirmDeletion, CsvExportLink, Pager } from './inbox-ui.tsx'
import { PrereservationToggle } from './prereservation-toggle.tsx'
import { PrereservationsTable } from './prereservations-table.tsx'

const Rendered = createContext<ReactNode>(null)

function RenderedElement() {
	return useContext(Rendered)
}

const Stub = createRoutesStub([{ path: '/admin/dashboard/*', Component: RenderedElement }])

/** What a component renders on the server, inside a router. */
function render(element: ReactNode, at = '/admin/dashboard/contactos'): string {
	return renderToStaticMarkup(
		<Rendered.Provider value={element}>
			<Stub initialEntries={[at]} />
		</Rendered.Provider>,
	)
}

const hostile: ContactMessageView = {
	id: '7f1c2a5e-0000-4000-8000-000000000001',
	name: 'João <script>alert(1)</script>',
	email: 'joao@example.pt',
	subject: 'Olá <img src=x onerror=alert(2)>',
	message: 'Linha 1\n<b>negrito</b>',
	processed: false,
	createdAt: '2025-03-14T10:30:00.000Z',
	receivedOn: '14/03/2025, 10:30',
}

test('what a visitor wrote is shown as text, never as markup', () => {
	const html = render(<ContactMessageCard message={hostile} />)
	expect(html).toContain('João &lt;script&gt;alert(1)&lt;/script&gt;')
	expect(html).toContain('Olá &lt;img src=x onerror=alert(2)&gt;')
	expect(html).toContain('&lt;b&gt;negrito&lt;/b&gt;')
	expect(html).not.toContain('<script>')
	expect(html).not.toContain('<img')
	expect(html).not.toContain('<b>')
})

test('an unprocessed message offers "Marcar como processada" and a mailto link, with its pt-PT date', () => {
	const html = render(<ContactMessageCard message={hostile} />)
	expect(html).toContain('href="mailto:joao@example.pt"')
	expect(html).toContain('Marcar como processada')
	expect(html).toContain('<time dateTime="2025-03-14T10:30:00.000Z"')
	expect(html).toContain('14/03/2025, 10:30')
	expect(html).not.toContain('>Processada<')
})

test('a processed message shows the "Processada" badge and no button to mark it again', () => {
	const html = render(<ContactMessageCard message={{ ...hostile, processed: true }} />)
	expect(html).toContain('Processada')
	expect(html).not.toContain('Marcar como processada')
})

test('the pre-reservation switch is a submit button that sends the opposite of its state', () => {
	const on = render(<PrereservationToggle enabled />)
	const button = (html: string) => html.match(/<button[^>]*>/)?.[0] ?? ''
	expect(button(on)).toContain('type="submit"')
	expect(button(on)).toContain('role="switch"')
	expect(button(on)).toContain('aria-checked="true"')
	expect(button(on)).toContain('name="enabled"')
	expect(button(on)).toContain('value="false"')
	expect(on).toContain('Activar pré-reservas')
	const off = render(<PrereservationToggle enabled={false} />)
	expect(button(off)).toContain('aria-checked="false"')
	expect(button(off)).toContain('value="true"')
})

test('the pre-reservations table has the documented columns and a labelled delete per row, names escaped', () => {
	const html = render(
		<PrereservationsTable
			rows={[
				{
					id: '7f1c2a5e-0000-4000-8000-000000000002',
					name: '<i>Ana</i>',
					email: 'ana@example.pt',
					source: 'Site Principal',
					createdAt: '2025-05-01T09:00:00.000Z',
					reservedOn: '01/05/2025',
				},
			]}
		/>,
	)
	for (const column of ['Nome', 'Email', 'Origem', 'Data', 'Acções']) expect(html).toContain(`>${column}</th>`)
	// The delete names the reservation to screen readers and, before JavaScript, asks in the page.
	expect(html).toContain('a pré-reserva de &lt;i&gt;Ana&lt;/i&gt;')
	expect(html).toContain('Tem a certeza que quer eliminar esta pré-reserva?')
	expect(html).toContain('name="intent" value="delete"')
	expect(html).not.toContain('<i>')
})

test('an export with nothing to export is a disabled button, otherwise a download link', () => {
	expect(render(<CsvExportLink href="/x.csv" label="Exportar CSV" disabled />)).toMatch(/<button[^>]*disabled/)
	const link = render(<CsvExportLink href="/admin/dashboard/livro/exportar" label="Exportar CSV" />)
	expect(link).toContain('href="/admin/dashboard/livro/exportar"')
	expect(link).toContain('download')
})

test('the pager appears only with more than one page and links by ?pagina=', () => {
	expect(render(<Pager page={1} pageCount={1} />)).toBe('')
	const html = render(<Pager page={2} pageCount={3} />)
	expect(html).toContain('Página 2 de 3')
	// Page 1 is the list's own address.
	expect(html).toContain('href="/admin/dashboard/contactos"')
	expect(html).toContain('href="/admin/dashboard/contactos?pagina=3"')
})

test('the pager keeps the search and the filter', () => {
	const html = render(
		<Pager page={2} pageCount={3} />,
		'/admin/dashboard/contactos?estado=por-processar&q=ana&pagina=2',
	)
	expect(html).toContain('href="/admin/dashboard/contactos?estado=por-processar&amp;q=ana&amp;pagina=3"')
	expect(html).toContain('href="/admin/dashboard/contactos?estado=por-processar&amp;q=ana"')
})

test('a message offers a reply with its subject, and its deletion asks first (without JavaScript, a second button)', () => {
	const html = render(<ContactMessageCard message={{ ...hostile, subject: 'Olá & adeus' }} />)
	expect(html).toContain('href="mailto:joao@example.pt?subject=Re%3A%20Ol%C3%A1%20%26%20adeus"')
	const deletion = render(
		<ConfirmDeletion
			intent="delete"
			id={hostile.id}
			label="Eliminar"
			accessibleLabel="Eliminar a mensagem"
			question="Tem a certeza?"
			confirm="Sim, eliminar"
		/>,
	)
	expect(deletion).toMatch(/^<details/)
	expect(deletion).toContain('<summary')
	expect(deletion).toContain('Tem a certeza?')
	expect(deletion).toContain('<button type="submit"')
	expect(deletion).toContain('name="intent" value="delete"')
})
