/**
 * For tests: the log lines the logger writes while `captureLogs` is on, at every level,
 * instead of stdout. `restore()` puts the previous output and level back.
 */
import type { DestinationStream } from 'pino'
import { logger, logOutput } from './logger.server.ts'

export interface CapturedLogs {
	readonly lines: string[]
	/** Everything written so far, one JSON line each. */
	text(): string
	restore(): void
}

export function captureLogs(): CapturedLogs {
	const lines: string[] = []
	const previousTarget = logOutput.state.target
	const previousLevel = logger.level
	const target: DestinationStream = { write: (line: string) => void lines.push(line) }
	logOutput.state.target = target
	logger.level = 'trace'
	return {
		lines,
		text: () => lines.join(''),
		restore() {
			logOutput.state.target = previousTarget
			logger.level = previousLevel
		},
	}
}
