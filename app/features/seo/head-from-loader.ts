import type { MetaDescriptor } from 'react-router'

/**
 * A route's `meta`: the head tags its loader computed on the server (`pageHead`). Without
 * loader data (an error), the error page sets its own title.
 */
export function headFromLoader({ loaderData }: { loaderData?: { head?: MetaDescriptor[] } | undefined }) {
	return loaderData?.head ?? []
}
