/** The query parameter of the personal-data request log's page on Registo (the audit log's own is `antes`). */
export const DATA_REQUESTS_PAGE_PARAM = 'pedidos'
