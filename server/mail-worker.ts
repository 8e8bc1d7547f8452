/**
 * The mail thread, on PostgreSQL (docs/decisions/022 and 042): while it runs, composing and
 * handing over all the mail (a campaign's thousands of messages, a burst of notifications)
 * happens here, off the event loop that serves the pages, at a lower CPU priority. It has its
 * own small connection pool and the same configuration (the thread inherits the environment,
 * and gets the server's parsed and validated copy of it in its `workerData`:
 * app/config/parent-env.server.ts). The server's thread starts it while a campaign is sending
 * or a burst of mail is waiting, tells it when mail was queued there ('campaign-mail',
 * 'other-mail') and when to end ('stop': the messages in hand are finished, then the pool
 * closes and the thread ends). Started by mail-thread.ts.
 */
import os from 'node:os'
import { parentPort } from 'node:worker_threads'
import { getEnv } from '#app/config/env.server.ts'
import { connectDatabase, MIN_POOL_SIZE, setAppDatabase } from '#app/db/client.server.ts'
import { startMailSender } from '#app/features/mail/mail-sender.server.ts'
import { mailQueue } from '#app/features/mail/outbox.server.ts'
import type { MailThreadMessage } from './mail-thread.ts'

const port = parentPort
const url = getEnv().DATABASE_URL
if (!port || !url) throw new Error('the mail worker runs as a thread of the server, on PostgreSQL')

// A lower CPU priority for this thread only (on Linux the nice value is per thread): when
// visitors and a campaign want the same cores, the visitors come first.
try {
	os.setPriority(0, os.constants.priority.PRIORITY_LOW)
} catch {
	// Not allowed on this system: the thread runs at the server's priority.
}

const handle = await connectDatabase({ url, poolSize: MIN_POOL_SIZE })
setAppDatabase(handle)
const stopSender = startMailSender({ claims: 'all' })
port.on('message', (message: MailThreadMessage) => {
	if (message === 'campaign-mail' || message === 'other-mail') mailQueue.emit(message)
	if (message === 'stop') {
		void stopSender()
			.then(() => handle.close())
			.finally(() => port.close())
	}
})
