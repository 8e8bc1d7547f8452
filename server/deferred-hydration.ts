/**
 * The page paints before its JavaScript is fetched (docs/decisions/026-first-paint-before-javascript-and-fonts.md).
 *
 * React Router writes, into every document, module preloads for the page's ~25 chunks (React
 * hoists them into the head) and one inline module script that imports them and starts
 * hydration. On a slow phone those downloads compete with the stylesheet and the HTML for the
 * first paint, although every page is complete and usable without them (its forms work
 * without JavaScript). So the finished document carries that module script inert — same
 * element and content, with a type the browser does not run, and the preload list in an
 * attribute — and a constant start script brings it to life once the page has painted: it
 * adds the preloads and runs a copy of the module script. Hydration then proceeds exactly
 * as before. React claims the inert script as its own during hydration (scripts are matched
 * by position, and attributes are not compared in production), and the CSP allows the copy by
 * the same content hash as the original.
 */

import { HYDRATED_EVENT } from '#app/lib/hydration-signal.ts'

export const DEFERRED_MODULE_TYPE = 'text/x-deferred-module'

/**
 * Brings the inert module script to life once the browser reports the page's first
 * contentful paint (or after 5 s if it never does; at the next frame where paints are not
 * reported). Until the page has hydrated (HYDRATED_EVENT), a tap on a button that only
 * JavaScript can answer (`type="button"`: the cookie banner's, the menus') is held and then
 * replayed, so it is not lost; links and form buttons are left to work as plain HTML.
 * Plain ES5: it must not fail where the modules would.
 */
export const HYDRATION_START_SCRIPT = [
	'(function(){',
	'var started=false,held=null;',
	'function hold(event){',
	'var button=event.target&&event.target.closest?event.target.closest(\'button[type="button"]\'):null;',
	'if(!button)return;event.preventDefault();event.stopImmediatePropagation();held=button}',
	'addEventListener("click",hold,true);',
	`addEventListener("${HYDRATED_EVENT}",function(){removeEventListener("click",hold,true);var button=held;held=null;if(button&&button.isConnected)button.click()});`,
	// First the preloads, one task each (adding one starts its download; on a slow phone each
	// costs milliseconds of the main thread, and fourteen in one task blocked it): every chunk
	// still downloads in parallel, all requested within a few frames.
	'function start(){',
	'if(started)return;started=true;',
	`var inert=document.querySelector('script[type="${DEFERRED_MODULE_TYPE}"]');if(!inert)return;`,
	'var hrefs=(inert.getAttribute("data-preload")||"").split(" ").filter(Boolean);',
	'var preloaded=0;',
	'function preload(){',
	'if(preloaded>=hrefs.length){setTimeout(evaluate,0);return}',
	'var link=document.createElement("link");link.rel="modulepreload";link.href=hrefs[preloaded++];document.head.appendChild(link);',
	'setTimeout(preload,0)}',
	// Then each chunk after the entry (listed first: it starts hydration, so it comes last) is
	// evaluated by a module script of its own, in list order, one task each; a chunk that fails
	// is left to the page's own script, which reports it as before.
	'var next=1;',
	'function evaluate(){',
	'if(next>=hrefs.length){run(inert);return}',
	'var script=document.createElement("script");script.type="module";script.src=hrefs[next++];',
	'script.onload=script.onerror=function(){script.remove();setTimeout(evaluate,0)};',
	'document.head.appendChild(script)}',
	'preload()}',
	// Last, a copy of the page's own module script: it imports the entry, which hydrates.
	'function run(inert){',
	'var script=document.createElement("script");script.type="module";script.textContent=inert.textContent;document.body.appendChild(script)}',
	'var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes;',
	'if(types&&types.indexOf("paint")>=0){',
	'new PerformanceObserver(function(list,observer){',
	'if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();setTimeout(start,0)}',
	'}).observe({type:"paint",buffered:true});setTimeout(start,5000)',
	'}else{requestAnimationFrame(function(){setTimeout(start,0)})}',
	'})()',
].join('')

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g
const HYDRATION_MODULE = /<script([^>]*?) type="module" async=""([^>]*)>/

/**
 * The document with its hydration deferred to after the first paint; unchanged when it has no
 * hydration script (a document React Router did not render, or one already deferred).
 */
export function deferHydration(html: string): string {
	// The preloads are in the head (React hoists them there), the module script near the end of the body.
	const headEnd = html.indexOf('</head>')
	const bodyEnd = html.lastIndexOf('</body>')
	if (headEnd === -1 || bodyEnd === -1) return html
	const body = html.slice(headEnd, bodyEnd)
	if (!HYDRATION_MODULE.test(body)) return html
	const preloads: string[] = []
	const head = html.slice(0, headEnd).replace(MODULE_PRELOAD, (_tag, href: string) => {
		preloads.push(href)
		return ''
	})
	const inert = body.replace(
		HYDRATION_MODULE,
		(_tag, before: string, after: string) =>
			`<script${before} type="${DEFERRED_MODULE_TYPE}" data-preload="${preloads.join(' ')}"${after}>`,
	)
	return `${head}${inert}<script>${HYDRATION_START_SCRIPT}</script>${html.slice(bodyEnd)}`
}
