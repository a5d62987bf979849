import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { defineConfig, loadEnv } from 'vite';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/** API path groups the dev server forwards to the API server (spec 7). */
const PROXIED_PREFIXES = [
  '/member',
  '/finance',
  '/promo',
  '/game',
  '/ocr',
  '/api',
  '/img',
  '/dev',
  '/health',
  // Player uploads (avatars) are served by the API server.
  '/uploads',
  // The payment simulator's checkout page (a deposit's pay_url).
  '/sim',
];

/** Text files worth compressing; images of other kinds are compressed already. */
const TEXT_FILE = /\.(?:js|mjs|css|svg|json|txt|webmanifest|xml)$/;

/**
 * Writes `name.br` and `name.gz` beside every text file of the build, at the highest levels
 * (paid once per build): the server sends them by Accept-Encoding (@fastify/static
 * `preCompressed`). index.html is left out: the server writes the image host into it and
 * compresses its own copy.
 */
function precompress(): Plugin {
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
 * one, with its dev warnings and checks (remix-run/react-router#14102): the app's build takes the
 * production files by path. Tests and the dev server keep the development build.
 */
function reactRouterProduction() {
  const dist = path.join(
    path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production',
  );
  return [
    { find: /^react-router$/, replacement: path.join(dist, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: path.join(dist, 'dom-export.mjs') },
  ];
}

export default defineConfig(({ mode, command }) => {
  const env = loadEnv(mode, root, '');
  const target = env.VITE_PROXY_TARGET || process.env.VITE_PROXY_TARGET || 'http://localhost:8080';
  return {
    root,
    plugins: [react(), tailwindcss(), precompress()],
    resolve: {
      alias: [
        { find: '@', replacement: `${root}src` },
        ...(command === 'build' ? reactRouterProduction() : []),
      ],
    },
    define: { __APP_VERSION__: JSON.stringify(pkg.version) },
    build: {
      outDir: `${root}dist`,
      emptyOutDir: true,
      target: 'es2022',
      // The chunk graph, for the bundle check (bench/bundle-size.mjs): what the lobby loads.
      manifest: true,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              // The framework every screen needs, in one long-lived chunk.
              {
                name: 'vendor',
                test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
              },
              // Schemas: only screens that call the API load them.
              { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
              // The rest of what the entry imports (app shell, lobby screens) in one chunk: each
              // extra file is one more request before the first screen.
              { name: 'app', tags: ['$initial'] },
            ],
          },
        },
        treeshake: {
          // The contract's modules only declare things: a module whose exports go unused can be
          // dropped, so the zod schemas stay out of the first chunk unless a screen needs them.
          moduleSideEffects: [{ test: /packages[\\/]contract[\\/]src[\\/]/, sideEffects: false }],
        },
      },
    },
    server: {
      proxy: Object.fromEntries(
        PROXIED_PREFIXES.map((prefix) => [prefix, { target, changeOrigin: true }]),
      ),
    },
  };
});
