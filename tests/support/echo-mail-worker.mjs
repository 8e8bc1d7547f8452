// A stand-in for the campaign mail thread (server/mail-worker.ts) in server/mail-thread.test.ts:
// it tells its parent each message it gets, and ends when asked to stop, as the real one does.
import { parentPort } from 'node:worker_threads'

parentPort.on('message', (message) => {
	parentPort.postMessage(`got ${message}`)
	if (message === 'stop') setTimeout(() => parentPort.close(), 20)
})
