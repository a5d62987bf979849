// Bundle budget: what a first visit downloads before the app can render (the entry script, its
// modulepreload links and the stylesheets in the built index.html), measured as sent: the
// build's brotli files (.br), which the server serves to browsers. Exits 1 when over budget or
// when a file has no brotli version.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const BUDGET_KB = 130;
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
      /<(?:script[^>]*\bsrc|link[^>]*rel="(?:modulepreload|stylesheet)"[^>]*\bhref)="([^"]+\.(?:js|css))"/g,
    ),
  ].map((m) => m[1]),
);
const brotliKb = (file) => {
  if (!fs.existsSync(`${file}.br`)) throw new Error(`No brotli file for ${file}`);
  return fs.statSync(`${file}.br`).size / 1024;
};

let initialKb = 0;
for (const src of initial) {
  const kb = brotliKb(path.join(dist, src.replace(/^\//, '')));
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
if (initialKb > BUDGET_KB) {
  console.error(`Over budget by ${(initialKb - BUDGET_KB).toFixed(1)} kB`);
  process.exit(1);
}
