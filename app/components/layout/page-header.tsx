import type { ReactNode } from 'react'
import { Breadcrumb } from './breadcrumb.tsx'

/** The top of an inner page: breadcrumb, heading and a short lead. */
export function PageHeader({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
	return (
		<header className="border-b border-sand-200 bg-gradient-to-b from-sand-100 to-sand-50">
			<div className="container-page py-10 md:py-16">
				<Breadcrumb current={title} />
				<h1 className="mt-6 text-title font-semibold">{title}</h1>
				{lead ? <p className="mt-4 max-w-2xl text-lg leading-relaxed text-muted md:text-xl">{lead}</p> : null}
				{children}
			</div>
		</header>
	)
}
