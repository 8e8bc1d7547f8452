/**
 * Which attempt of a test is running, counted over `--repeat-each` and CI's retries: 0 for the
 * first, then 1, 2, … A journey that leaves state behind (an account it changed, records it
 * created) uses it to keep each attempt's state apart from the attempts before it.
 */

/** What of the running test's `TestInfo` says which attempt it is. */
export interface Attempt {
	repeatEachIndex: number
	retry: number
	project: { retries: number }
}

export function attemptNumber({ repeatEachIndex, retry, project }: Attempt): number {
	return repeatEachIndex * (project.retries + 1) + retry
}
