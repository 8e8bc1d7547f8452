/**
 * The two builds of React Router that the project's patch changes
 * (patches/react-router+7.18.4.patch, docs/decisions/039): the server (Node's `import`) loads
 * the package's ES module build, Vitest the CommonJS one. Tests of the patch run on both,
 * through `describe.each(REACT_ROUTER_BUILDS)`.
 */
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import * as commonJsBuild from 'react-router'

export type ReactRouterBuild = typeof commonJsBuild

const packageFolder = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'))
const esModuleBuild: ReactRouterBuild = await import(
	pathToFileURL(path.join(packageFolder, 'dist/development/index.mjs')).href
)

export const REACT_ROUTER_BUILDS: [name: string, build: ReactRouterBuild][] = [
	['ES module build (the server’s)', esModuleBuild],
	['CommonJS build', commonJsBuild],
]
