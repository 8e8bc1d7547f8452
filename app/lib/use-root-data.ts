import { useRouteLoaderData } from 'react-router'
import type { loader } from '#app/root.tsx'

/** The root loader's data (locale, messages, site URL, year); undefined only if it failed. */
export function useRootData() {
	return useRouteLoaderData<typeof loader>('root')
}
