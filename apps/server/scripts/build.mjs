// Builds the production server: one ES module, apps/server/dist/server.mjs, with our own code and
// the contract bundled in and every npm package left as a runtime dependency (installed by
// `npm ci --omit=dev`). The SQL migrations are copied beside it. No TypeScript at run time.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(serverRoot, 'dist');

/** npm packages stay imports; our workspace packages (TypeScript sources) are bundled. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@pisoplay/') ? undefined : { path: args.path, external: true },
    );
  },
};

fs.rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: [path.join(serverRoot, 'src/server.ts')],
  outfile: path.join(dist, 'server.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  legalComments: 'none',
  plugins: [externalPackages],
  logLevel: 'warning',
});
// Each owner's migrations (src/**/migrations/*.sql), flat in one folder: db/migrate.ts reads it.
fs.mkdirSync(path.join(dist, 'migrations'));
for (const entry of fs.readdirSync(path.join(serverRoot, 'src'), {
  recursive: true,
  withFileTypes: true,
})) {
  if (
    entry.isFile() &&
    entry.name.endsWith('.sql') &&
    path.basename(entry.parentPath) === 'migrations'
  ) {
    fs.copyFileSync(
      path.join(entry.parentPath, entry.name),
      path.join(dist, 'migrations', entry.name),
    );
  }
}
console.log(`built ${path.relative(process.cwd(), path.join(dist, 'server.mjs'))}`);
