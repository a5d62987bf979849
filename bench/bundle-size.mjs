// Bundle budget: what a first visit downloads before the app can render (the entry script, the
// chunks it imports statically and its stylesheets, from the build's manifest), measured as
// sent: the build's brotli files (.br), which the server serves to browsers. Exits 1 when over
// budget, when a file has no brotli version, or when the lobby (home, a category, the session
// effects every page starts) would load the schema library (docs/architecture.md).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The entry holds the lobby's screens (home, category): 143.3 kB brotli when this was set.
const BUDGET_KB = 150;
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
const indexHtml = path.join(dist, 'index.html');
if (!fs.existsSync(indexHtml)) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}

const brotliKb = (file) => {
  if (!fs.existsSync(`${file}.br`)) throw new Error(`No brotli file for ${file}`);
  return fs.statSync(`${file}.br`).size / 1024;
};

const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
/** A chunk's manifest key and those of every chunk it imports statically, however deep. */
const staticChunks = (key, keys = new Set()) => {
  if (keys.has(key)) return keys;
  keys.add(key);
  for (const imported of manifest[key].imports ?? []) staticChunks(imported, keys);
  return keys;
};
// The entry's scripts and their stylesheets.
const initial = new Set(
  [...staticChunks('index.html')].flatMap((key) => [
    manifest[key].file,
    ...(manifest[key].css ?? []),
  ]),
);
let initialKb = 0;
for (const src of initial) {
  const kb = brotliKb(path.join(dist, src));
  initialKb += kb;
  console.log(`  initial  ${kb.toFixed(1).padStart(7)} kB brotli  ${src}`);
}
const assets = path.join(dist, 'assets');
const allJs = fs.readdirSync(assets).filter((f) => f.endsWith('.js'));
const totalKb = allJs.reduce((sum, f) => sum + brotliKb(path.join(assets, f)), 0);

console.log(`initial JS and CSS: ${initialKb.toFixed(1)} kB brotli (budget ${BUDGET_KB} kB)`);
console.log(`all JS:             ${totalKb.toFixed(1)} kB brotli in ${allJs.length} chunks`);
if (![...initial].some((src) => src.endsWith('.js'))) {
  console.error('No entry script found in index.html');
  process.exit(1);
}
// Every chunk names each chunk it needs, however deep (scripts/vite-build.ts,
// hoistTransitiveImports): a lazy screen's code arrives in one round trip, not one per level.
for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.file.endsWith('.js')) continue;
  const code = fs.readFileSync(path.join(dist, chunk.file), 'utf8');
  const named = new Set(
    [...code.matchAll(/\bimport\s*(?:[\w*${}\s,]+from\s*)?"\.\/([^"]+)"/g)].map(([, file]) =>
      path.posix.join(path.posix.dirname(chunk.file), file),
    ),
  );
  const unnamed = [...staticChunks(key)]
    .map((needed) => manifest[needed].file)
    .filter((file) => file !== chunk.file && !named.has(file));
  if (unnamed.length) {
    console.error(`${chunk.file} does not name the chunks it needs: ${unnamed.join(', ')}`);
    process.exit(1);
  }
}
// The first load's scripts, and only they, ask V8 to compile them whole as they stream in
// (scripts/vite-build.ts, compileFirstLoadWhole); lazy chunks compile as their functions run.
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
for (const chunk of Object.values(manifest)) {
  if (!chunk.file.endsWith('.js')) continue;
  const hinted = fs.readFileSync(path.join(dist, chunk.file), 'utf8').startsWith(COMPILE_HINT);
  if (hinted !== initial.has(chunk.file)) {
    console.error(
      `${chunk.file}: ${hinted ? 'a lazy chunk with' : 'a first-load chunk without'} the compile hint`,
    );
    process.exit(1);
  }
}
// The lobby's chunks: each lobby module's chunk and everything it imports statically. The home
// and category screens are in the entry (app/router.tsx), so the initial budget covers them.
const LOBBY_MODULES = ['index.html', 'src/features/auth/components/session-effects.tsx'];
const IN_ENTRY = ['src/app/routes/home.tsx', 'src/app/routes/game-category.tsx'];
// The chunk vite.config.ts puts zod in, and any chunk named after it.
const SCHEMA_CHUNK = 'zod';
const lobby = new Set();
for (const module of LOBBY_MODULES) {
  if (!manifest[module]) throw new Error(`${module} is no chunk of the build`);
  staticChunks(module, lobby);
}
const splitOff = IN_ENTRY.filter((module) => manifest[module]);
if (splitOff.length) {
  console.error(`Lobby screens in chunks of their own (not in the entry): ${splitOff.join(', ')}`);
  process.exit(1);
}
const lobbyKb = [...lobby].reduce(
  (sum, key) => sum + brotliKb(path.join(dist, manifest[key].file)),
  0,
);
console.log(`lobby JS:           ${lobbyKb.toFixed(1)} kB brotli in ${lobby.size} chunks`);
const schemaChunks = [...lobby].filter((key) => manifest[key].name === SCHEMA_CHUNK);
if (schemaChunks.length) {
  console.error(`The lobby loads zod: ${schemaChunks.map((key) => manifest[key].file).join(', ')}`);
  process.exit(1);
}
if (initialKb > BUDGET_KB) {
  console.error(`Over budget by ${(initialKb - BUDGET_KB).toFixed(1)} kB`);
  process.exit(1);
}

// The built-in games (apps/games): each page's scripts and styles, brotli, under its own budget.
const GAMES_BUDGET_KB = 12;
const gamesDist = path.resolve(dist, '../../games/dist');
if (!fs.existsSync(gamesDist)) {
  console.error('No games build found: run `npm run build` first.');
  process.exit(1);
}
const { brotliCompressSync } = await import('node:zlib');
for (const game of ['slot', 'crash', 'table']) {
  const page = fs.readFileSync(path.join(gamesDist, game, 'index.html'), 'utf8');
  const files = [...page.matchAll(/(?:src|href)="\/games\/builtin\/([^"]+\.(?:js|css))"/g)].map(
    (m) => m[1],
  );
  const kb = files.reduce(
    (sum, file) =>
      sum + brotliCompressSync(fs.readFileSync(path.join(gamesDist, file))).length / 1024,
    0,
  );
  console.log(
    `game ${game.padEnd(5)}:        ${kb.toFixed(1)} kB brotli in ${files.length} files (budget ${GAMES_BUDGET_KB} kB)`,
  );
  if (!files.some((file) => file.endsWith('.js')) || kb > GAMES_BUDGET_KB) {
    console.error(`The ${game} game is over its budget or has no script`);
    process.exit(1);
  }
}
