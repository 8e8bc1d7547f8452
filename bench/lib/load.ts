/**
 * Load generation with autocannon (in this process; the servers under test run in their
 * own processes). Every response's latency is kept, so several runs can be combined into
 * exact percentiles, and its status and headers can be inspected while the load runs.
 */
import autocannon from 'autocannon'
import { assertLocal } from './http.ts'

export interface LoadOptions {
	url: string
	headers?: Record<string, string>
	/** GET unless given (e.g. POST with a form `body`). */
	method?: 'GET' | 'POST'
	body?: string
	connections: number
	durationSeconds: number
	/** Headers that change with every request (e.g. a different client address each time). */
	headersPerRequest?: () => Record<string, string>
	/** Called for every response, with header names lower-cased. */
	onResponse?: (status: number, headers: Record<string, string>) => void
}

export interface LoadResult {
	durationSeconds: number
	/** Response times of every completed response, in ms. */
	latenciesMs: number[]
	non2xx: number
	errors: number
	timeouts: number
}

export interface LoadSummary {
	requestsPerSecond: number
	/** Requests/s of each run, to show how stable the measurement was. */
	runsPerSecond: number[]
	latencyMs: { p50: number; p99: number }
	responses: number
	non2xx: number
	errors: number
}

function lowerCaseHeaders(headers: Record<string, string | string[]>): Record<string, string> {
	const lower: Record<string, string> = {}
	for (const [name, value] of Object.entries(headers)) {
		lower[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value
	}
	return lower
}

export function runLoad(options: LoadOptions): Promise<LoadResult> {
	assertLocal(new URL(options.url))
	const { onResponse, headersPerRequest } = options
	const latenciesMs: number[] = []
	return new Promise((resolve, reject) => {
		const instance = autocannon(
			{
				url: options.url,
				connections: options.connections,
				duration: options.durationSeconds,
				headers: options.headers,
				requests: [
					{
						method: options.method ?? 'GET',
						...(options.body === undefined ? {} : { body: options.body }),
						...(headersPerRequest
							? {
									setupRequest: (request: autocannon.Request) => ({
										...request,
										headers: { ...request.headers, ...headersPerRequest() },
									}),
								}
							: {}),
						...(onResponse
							? {
									onResponse: (status: number, _body: string, _context: unknown, headers: unknown) =>
										onResponse(status, lowerCaseHeaders(headers as Record<string, string | string[]>)),
								}
							: {}),
					},
				],
			},
			(error: unknown, result) => {
				if (error) return reject(error)
				resolve({
					durationSeconds: result.duration,
					latenciesMs,
					non2xx: result.non2xx,
					errors: result.errors,
					timeouts: result.timeouts,
				})
			},
		)
		instance.on('response', (_client, _status, _bytes, responseTime) => {
			latenciesMs.push(responseTime)
		})
	})
}

/** The value below which `fraction` of the sorted values fall (nearest rank). */
export function percentile(sorted: readonly number[], fraction: number): number {
	if (sorted.length === 0) return Number.NaN
	const rank = Math.ceil(fraction * sorted.length) - 1
	return sorted[Math.min(sorted.length - 1, Math.max(0, rank))] ?? Number.NaN
}

/**
 * Of several runs, the one whose `value` is the median (the lower of the two middle ones for
 * an even count), to report that run whole; undefined for none.
 */
export function medianRun<T>(runs: readonly T[], value: (run: T) => number): T | undefined {
	return runs.toSorted((a, b) => value(a) - value(b))[Math.floor((runs.length - 1) / 2)]
}

/** The middle value (the mean of the two middle ones for an even count); 0 for none. */
export function median(values: readonly number[]): number {
	if (values.length === 0) return 0
	const sorted = values.toSorted((a, b) => a - b)
	const middle = Math.floor(sorted.length / 2)
	return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

/** Combines runs against one target: overall requests/s and exact latency percentiles. */
export function summarize(runs: readonly LoadResult[]): LoadSummary {
	const latencies = runs.flatMap((run) => run.latenciesMs).sort((a, b) => a - b)
	const seconds = runs.reduce((total, run) => total + run.durationSeconds, 0)
	return {
		requestsPerSecond: seconds > 0 ? latencies.length / seconds : 0,
		runsPerSecond: runs.map((run) => (run.durationSeconds > 0 ? run.latenciesMs.length / run.durationSeconds : 0)),
		latencyMs: { p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99) },
		responses: latencies.length,
		non2xx: runs.reduce((total, run) => total + run.non2xx, 0),
		errors: runs.reduce((total, run) => total + run.errors, 0),
	}
}
