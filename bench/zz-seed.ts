import { openPostgres } from '@server/db/client';
import { applyMigrations } from '@server/db/migrate';
import { loadPostings } from './postings';
const d = await openPostgres(process.env.URL!);
await applyMigrations(d);
console.log(await loadPostings(d, Number(process.env.N ?? 100000)));
await d.close();
