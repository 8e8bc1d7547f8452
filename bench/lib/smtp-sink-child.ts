/**
 * The local SMTP server of the campaign bench, in its own process (smtp-sink.ts): accepts
 * every message and reports each arrival's time (ms since the epoch) over IPC, a batch at a
 * time. It stands in for a remote mail server, so its process runs at a lower CPU priority
 * than the app server it receives from.
 */
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export interface SmtpSinkMessage {
	port?: number
	arrivals?: number[]
}

let pending: number[] = []
const server = new SMTPServer({
	authOptional: true,
	disabledCommands: ['STARTTLS'],
	disableReverseLookup: true,
	logger: false,
	size: 1024 * 1024,
	onData(stream, _session, callback) {
		stream.on('data', () => {})
		stream.on('end', () => {
			pending.push(Date.now())
			callback()
		})
	},
})
setInterval(() => {
	if (pending.length === 0) return
	const message: SmtpSinkMessage = { arrivals: pending }
	pending = []
	process.send?.(message)
}, 50)
server.listen(0, '127.0.0.1', () => {
	const message: SmtpSinkMessage = { port: (server.server.address() as AddressInfo).port }
	process.send?.(message)
})
