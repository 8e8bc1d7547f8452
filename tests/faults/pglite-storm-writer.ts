/**
 * For tests/faults/pglite-kill.test.ts: opens the embedded database as the server does
 * (DATA_DIR), then sends the contact form from eight concurrent loops, printing
 * `ack <message>` after each acknowledged (200) submission, until it is killed.
 */
import { getEnv } from '#app/config/env.server.ts'
import { submitContact } from '#app/features/contact/contact.server.ts'
import { openAppDatabase } from '../../server/database.ts'

await openAppDatabase(getEnv())
process.stdout.write('ready\n')
let sent = 0
await Promise.all(
	Array.from({ length: 8 }, async (_, worker) => {
		for (;;) {
			const message = `Mensagem ${worker}-${sent++} antes do SIGKILL.`
			const form = new FormData()
			for (const [name, value] of Object.entries({
				name: 'Visitante Tempestade',
				email: 'storm@example.com',
				subject: 'Teste de falhas',
				message,
				gdprConsent: 'on',
			})) {
				form.set(name, value)
			}
			const { status } = await submitContact(form, 'pt-PT', undefined)
			if (status === 200) process.stdout.write(`ack ${message}\n`)
		}
	}),
)
