/**
 * One instance per process, shared by the HTTP server's bundle and the app's bundle (and
 * kept across dev hot reloads), so there is never a second database or cache.
 */
const store = globalThis as unknown as { __singletons?: Map<string, unknown> }

export function singleton<T>(name: string, create: () => T): T {
	store.__singletons ??= new Map()
	if (!store.__singletons.has(name)) store.__singletons.set(name, create())
	return store.__singletons.get(name) as T
}

export function setSingleton<T>(name: string, value: T | undefined): void {
	store.__singletons ??= new Map()
	if (value === undefined) store.__singletons.delete(name)
	else store.__singletons.set(name, value)
}

export function getSingleton<T>(name: string): T | undefined {
	return store.__singletons?.get(name) as T | undefined
}
