// `npm start`: builds the web app, the back office, the built-in games and the server when their sources are
// newer than the builds, then runs the built server (no TypeScript at run time) with the app and the API on the
// embedded database (seeded at first start) at http://localhost:8080. One Ctrl-C or SIGTERM
// stops it: the signal is passed on and this process ends with the server.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const workspaceBuild = (workspace) => ['npm', 'run', 'build', '-w', workspace];

const builds = [
  {
    name: 'the web app',
    command: workspaceBuild('@pisoplay/web'),
    output: 'apps/web/dist/index.html',
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'packages/contract/src',
    ],
  },
  {
    // The operators' back office, served under /admin/.
    name: 'the back office',
    command: workspaceBuild('@pisoplay/admin'),
    output: 'apps/admin/dist/index.html',
    sources: [
      'apps/admin/src',
      'apps/admin/public',
      'apps/admin/index.html',
      'apps/admin/vite.config.ts',
      'packages/contract/src',
    ],
  },
  {
    // The game pages every game frame opens (docs/builtin-games.md); a bundle of their own.
    name: 'the built-in games',
    command: [
      'npx',
      'vite',
      'build',
      '--config',
      'apps/games/vite.config.ts',
      '--logLevel',
      'warn',
    ],
    output: 'apps/games/dist/slot/index.html',
    sources: [
      'apps/games/slot',
      'apps/games/crash',
      'apps/games/table',
      'apps/games/src',
      'apps/games/vite.config.ts',
      'packages/contract/src',
    ],
  },
  {
    name: 'the server',
    command: workspaceBuild('@pisoplay/server'),
    output: 'apps/server/dist/server.mjs',
    sources: ['apps/server/src', 'apps/server/scripts/build.mjs', 'packages/contract/src'],
  },
];

function newestChange(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(full))
    newest = Math.max(newest, newestChange(path.join(entry, child)));
  return newest;
}

for (const { name, command, output, sources } of builds) {
  const outputPath = path.join(root, output);
  const builtAt = fs.existsSync(outputPath) ? fs.statSync(outputPath).mtimeMs : 0;
  if (Math.max(...sources.map(newestChange)) <= builtAt) continue;
  console.log(`Building ${name}…`);
  const build = spawnSync(command[0], command.slice(1), { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.mjs')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (server.exitCode === null) server.kill(signal);
  });
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));

// `npm start` runs this through a shell that does not pass SIGTERM on: when whoever started us is
// gone, stop the server as if we had been told to.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent && server.exitCode === null) server.kill('SIGTERM');
}, 500).unref();
