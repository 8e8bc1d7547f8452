import type { BuildOptions } from 'esbuild'

/** The server's bundle, then the mail sender thread's (scripts/server-bundles.mjs). */
export declare const serverBundles: [BuildOptions, BuildOptions]
