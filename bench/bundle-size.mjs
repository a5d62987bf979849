// Bundle budget: the JavaScript a first visit downloads before the app can render (the entry
// script and its modulepreload links in the built index.html), gzip-compressed. Exits 1 when over.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const BUDGET_KB = 150;
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
const indexHtml = path.join(dist, 'index.html');
if (!fs.existsSync(indexHtml)) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}

const html = fs.readFileSync(indexHtml, 'utf8');
const initial = new Set(
  [
    ...html.matchAll(
      /<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="([^"]+\.js)"/g,
    ),
  ].map((m) => m[1]),
);
const gzipKb = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length / 1024;

let initialKb = 0;
for (const src of initial) {
  const kb = gzipKb(path.join(dist, src.replace(/^\//, '')));
  initialKb += kb;
  console.log(`  initial  ${kb.toFixed(1).padStart(7)} kB gzip  ${src}`);
}
const assets = path.join(dist, 'assets');
const allJs = fs.readdirSync(assets).filter((f) => f.endsWith('.js'));
const totalKb = allJs.reduce((sum, f) => sum + gzipKb(path.join(assets, f)), 0);

console.log(`initial JS: ${initialKb.toFixed(1)} kB gzip (budget ${BUDGET_KB} kB)`);
console.log(`all JS:     ${totalKb.toFixed(1)} kB gzip in ${allJs.length} chunks`);
if (initial.size === 0) {
  console.error('No entry script found in index.html');
  process.exit(1);
}
if (initialKb > BUDGET_KB) {
  console.error(`Over budget by ${(initialKb - BUDGET_KB).toFixed(1)} kB`);
  process.exit(1);
}
