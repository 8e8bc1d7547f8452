/**
 * A function of one key whose results are remembered, for keys from a small set that recur
 * (message keys, the scripts every page carries). At most `max` results are kept: when the
 * map is full it is emptied, so keys that never recur cost at most what they cost before.
 */
export function boundedMemo<K, V>(max: number, compute: (key: K) => V): (key: K) => V {
	const remembered = new Map<K, V>()
	return (key) => {
		const known = remembered.get(key)
		if (known !== undefined || remembered.has(key)) return known as V
		const value = compute(key)
		if (remembered.size >= max) remembered.clear()
		remembered.set(key, value)
		return value
	}
}
