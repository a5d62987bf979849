import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The built-in provider's three HTML5 games (docs/builtin-games.md): a bundle of their own, not
 * the lobby's, served by our server under /games/builtin/ (compressed on the fly there).
 */
export default defineConfig({
  root,
  base: '/games/builtin/',
  build: {
    outDir: `${root}dist`,
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      input: {
        slot: `${root}slot/index.html`,
        crash: `${root}crash/index.html`,
        table: `${root}table/index.html`,
      },
    },
  },
  server: { proxy: { '/games/builtin/api': 'http://localhost:8080' } },
});
