/** A configuration value the process cannot start with; its message names the variable. */
export class ConfigError extends Error {
	override name = 'ConfigError'
}
