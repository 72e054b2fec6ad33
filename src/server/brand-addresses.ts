/** The log's list of brands at start (`npm start`, `npm run dev`): one line with each active brand's address. */
import type { Database } from './db/database.ts';
import { merchantSubs } from './db/queries.ts';

export async function brandAddressLines(db: Database, port: number): Promise<string[]> {
  return (await merchantSubs(db)).map(({ sub }) => `  ${sub}: http://${sub}.localhost:${port}/`);
}
