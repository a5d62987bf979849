import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { defineConfig, loadEnv } from 'vite';
import type { Plugin, ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const root = fileURLToPath(new URL('.', import.meta.url));

/** Text files worth compressing; images of other kinds are compressed already. */
const TEXT_FILE = /\.(?:js|mjs|css|svg|json|txt|webmanifest|xml)$/;

/**
 * Writes `name.br` and `name.gz` beside every text file of the build, as the players' app does
 * (apps/web/vite.config.ts): the server sends them by Accept-Encoding. index.html is left out.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'pisoplay-admin:precompress',
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

/** React Router's production files by path (see apps/web/vite.config.ts). */
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

/**
 * The back office (apps/admin): the operators' app, served by the API server under /admin/. In
 * development the API calls under /admin/ (the client asks for CBOR) and the chat socket go to
 * the API server; a page load (HTML) stays with Vite.
 */
export default defineConfig(({ mode, command }) => {
  const env = loadEnv(mode, root, '');
  const target = env.VITE_PROXY_TARGET || process.env.VITE_PROXY_TARGET || 'http://localhost:8080';
  const api: ProxyOptions = {
    target,
    changeOrigin: true,
    bypass: (request) =>
      request.headers.accept?.includes('application/cbor') ? undefined : request.url,
  };
  return {
    root,
    base: '/admin/',
    plugins: [react(), tailwindcss(), precompress()],
    resolve: {
      alias: [
        { find: '@', replacement: `${root}src` },
        ...(command === 'build' ? reactRouterProduction() : []),
      ],
    },
    build: {
      outDir: `${root}dist`,
      emptyOutDir: true,
      target: 'es2022',
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              {
                name: 'vendor',
                test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
              },
            ],
          },
        },
        treeshake: {
          // The contract's modules only declare things (as in the players' app): what no page
          // uses is dropped, so zod comes with the first form's chunk, not the entry.
          moduleSideEffects: [{ test: /packages[\\/]contract[\\/]src[\\/]/, sideEffects: false }],
        },
      },
    },
    server: {
      proxy: {
        '/admin': api,
        '/uploads': { target, changeOrigin: true },
        '/img': { target, changeOrigin: true },
        '/member/game': { target, changeOrigin: true },
        '/chat/socket': { target, changeOrigin: true, ws: true },
      },
    },
  };
});
