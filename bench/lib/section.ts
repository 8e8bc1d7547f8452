/**
 * A bench section: one measurement that prints its own tables and returns its budget
 * checks. `bench/run.ts` lists the sections; add a new measurement by adding one.
 */
import type { Check } from './report.ts'
import type { AppServer } from './server.ts'

export interface BenchContext {
	/** The built app, started once for the whole run (sections may start their own servers too). */
	app: AppServer
}

export interface BenchSection {
	/** Short name, used to pick sections on the command line: `tsx bench/run.ts throughput`. */
	id: string
	title: string
	run(context: BenchContext): Promise<Check[]>
}
