// A stand-in for the campaign mail thread (server/mail-worker.ts) in server/mail-thread.test.ts:
// it tells its parent each message it gets, and ends when asked to stop, as the real one does.
// Told 'ignore-stop' first, it never ends by itself; told 'fail-on-stop', it fails when asked.
import { parentPort } from 'node:worker_threads'

let onStop = 'end'
parentPort.on('message', (message) => {
	parentPort.postMessage(`got ${message}`)
	if (message === 'ignore-stop') onStop = 'ignore'
	if (message === 'fail-on-stop') onStop = 'fail'
	if (message !== 'stop') return
	if (onStop === 'fail') throw new Error('the pool could not be closed')
	if (onStop === 'end') setTimeout(() => parentPort.close(), 20)
})
