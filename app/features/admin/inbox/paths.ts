/** Where the inbox tabs' CSV downloads are served (resource routes, admin only). */
export const NEWSLETTER_EXPORT_PATH = '/admin/dashboard/newsletter/exportar'
export const PRERESERVATIONS_EXPORT_PATH = '/admin/dashboard/livro/exportar'
