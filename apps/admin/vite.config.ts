import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import type { ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompress, reactRouterProduction } from '../../scripts/vite-build.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

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
