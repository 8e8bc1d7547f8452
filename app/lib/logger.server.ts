import pino from 'pino'
import { singleton } from './singleton.server.ts'

/** The process's structured JSON logger (pino). `LOG_LEVEL` sets the level. */
export const logger = singleton('logger', () =>
	pino({
		level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
		base: undefined,
		redact: ['req.headers.cookie', 'req.headers.authorization'],
	}),
)
