/**
 * For app/features/campaigns/campaign-kill.test.ts: opens the app's database as the server does
 * (DATA_DIR or DATABASE_URL), starts sending the campaign CAMPAIGN_ID as ACTOR_ID/ACTOR_EMAIL
 * in small chunks, and prints `chunk` after each committed one, until it is killed.
 */
import { getEnv } from '#app/config/env.server.ts'
import { startCampaign } from '#app/features/campaigns/campaign-send.server.ts'
import { openAppDatabase } from '../../server/database.ts'

await openAppDatabase(getEnv())
process.stdout.write('ready\n')
await startCampaign(
	{ id: process.env.ACTOR_ID ?? '', email: process.env.ACTOR_EMAIL ?? '' },
	process.env.CAMPAIGN_ID ?? '',
	new Date(),
	{ chunk: Number(process.env.CHUNK ?? 20), onChunk: () => process.stdout.write('chunk\n') },
)
process.stdout.write('finished\n')
process.exit(0)
