import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import {
  compileFirstLoadWhole,
  hoistTransitiveImports,
  precompress,
  reactRouterProduction,
} from '../../scripts/vite-build.ts';

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

export default defineConfig(({ mode, command }) => {
  const env = loadEnv(mode, root, '');
  const target = env.VITE_PROXY_TARGET || process.env.VITE_PROXY_TARGET || 'http://localhost:8080';
  return {
    root,
    plugins: [
      react(),
      tailwindcss(),
      hoistTransitiveImports(),
      compileFirstLoadWhole(),
      precompress(),
    ],
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
      // No preload links, in the page or added by a lazy route (docs/architecture.md): on a slow
      // phone each added link cost the main thread about a millisecond (20-30 for a signed-in
      // screen, in one long task), and the entry's preloads took the connection from the
      // stylesheet, delaying the first paint. Each chunk names all it needs instead
      // (hoistTransitiveImports): one round trip per lazy screen, not one per level of nesting.
      modulePreload: false,
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
