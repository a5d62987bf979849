// A template for the embedded databases of the tests: one newly initialised cluster, dumped once
// and kept in node_modules/.cache. Starting PGlite from it takes under a second where initdb takes
// 5-6 s of CPU, and every server test worker and the browser tests' server would run initdb.
//   tsx apps/server/src/test/pglite-template.ts               makes the template if missing
//   tsx apps/server/src/test/pglite-template.ts --into <dir>  also starts DATA_DIR <dir> from it
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { EMBEDDED_SETTINGS, newEmbeddedCluster, openDatabase } from '../db/database.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** The template's file, named after what its content depends on: PGlite's version and settings. */
function templateFile(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  let dir = path.dirname(entry);
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  const { version } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const settings = createHash('sha256').update(JSON.stringify(EMBEDDED_SETTINGS)).digest('hex');
  return path.join(
    root,
    'node_modules/.cache/pisoplay',
    `pglite-${version}-${settings.slice(0, 12)}.tar`,
  );
}

/** The template's path, made first if it does not exist yet. */
export async function pgliteTemplate(): Promise<string> {
  const file = templateFile();
  if (fs.existsSync(file)) return file;
  const dump = await newEmbeddedCluster();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // Written aside and renamed, so a concurrent reader never sees half a file.
  const partial = `${file}.${process.pid}.partial`;
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(partial, file);
  return file;
}

/** The template as PGlite loads it. */
export const readTemplate = (file: string): Blob => new Blob([fs.readFileSync(file)]);

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const file = await pgliteTemplate();
  const into = process.argv.indexOf('--into');
  if (into > 0) {
    const dataDir = process.argv[into + 1];
    if (!dataDir) throw new Error('--into needs a data folder');
    const db = await openDatabase({ dataDir, template: readTemplate(file) });
    await db.close();
  }
}
