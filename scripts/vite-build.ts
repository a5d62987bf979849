// Build pieces the players' app and the back office share (apps/web and apps/admin vite configs).
import { createRequire } from 'node:module';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing; images of other kinds are compressed already. */
const TEXT_FILE = /\.(?:js|mjs|css|svg|json|txt|webmanifest|xml)$/;

/**
 * Writes `name.br` and `name.gz` beside every text file of the build, at the highest levels
 * (paid once per build): the server sends them by Accept-Encoding (@fastify/static
 * `preCompressed`). index.html is left out: the server serves its own copy of it.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'pisoplay:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !TEXT_FILE.test(entry.name)) continue;
        const file = path.join(entry.parentPath, entry.name);
        const content = readFileSync(file);
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
              [zlib.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(content, { level: zlib.Z_BEST_COMPRESSION }));
      }
    },
  };
}

/**
 * React Router publishes a production build but its package exports name only the development
 * one, with its dev warnings and checks (remix-run/react-router#14102): an app's build takes the
 * production files by path. Tests and the dev server keep the development build.
 */
export function reactRouterProduction() {
  const dist = path.join(
    path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production',
  );
  return [
    { find: /^react-router$/, replacement: path.join(dist, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: path.join(dist, 'dom-export.mjs') },
  ];
}
