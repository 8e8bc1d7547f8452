/**
 * A personal-data access link that `seed-database.ts` stores already expired (an hour ago),
 * so a browser test can follow a link past its time: the e2e server's clock cannot be moved.
 */
export const EXPIRED_DATA_LINK = {
	email: 'expirado@e2e.example.com',
	token: 'e2e-expired-data-access-link-00000000000000',
} as const
