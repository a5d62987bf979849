import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { seedCatalogue } from './modules/catalogue/seed.ts';
import { findGames } from './modules/catalogue/queries.ts';
const dir = process.argv[2] ?? null;
let t = performance.now();
const lap = (l: string) => { const n = performance.now(); console.log(l, Math.round(n - t), 'ms'); t = n; };
const db = await openDatabase({ dataDir: dir });
lap('open');
await migrate(db); lap('migrate');
console.log(await seedCatalogue(db)); lap('seed');
for (let i = 0; i < 3; i++) { await findGames(db, { sorting: 'sorting:desc', game_type: 3, limit: 15, offset: 15 }); lap('query'); }
for (let i = 0; i < 50; i++) await findGames(db, { sorting: 'sorting:desc', game_type: 3, limit: 15, offset: 15 });
lap('50 queries');
for (let i = 0; i < 50; i++) await db.query('SELECT 1');
lap('50 select 1');
const plan = await db.query(`EXPLAIN ANALYZE SELECT g.*, count(*) OVER () FROM games g JOIN platforms p ON p.id = g.platform_id WHERE g.online = 1 AND g.game_type = 3 ORDER BY g.sorting DESC, g.id LIMIT 15 OFFSET 15`);
console.log(plan.map((r) => Object.values(r)[0]).join('\n'));
await db.close();
