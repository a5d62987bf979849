// Starts the server for a benchmark: embedded database in a fresh temp DATA_DIR, a free loopback
// port, its own process group (so stopping it ends every child), removed again by stop().
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });

/** Resolves once `${base}/health` answers; fails when the process exits first or time runs out. */
export async function waitForHealth(base, server, timeoutMs = 90_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not become healthy in time');
}

/**
 * Starts `node <entry>` (default: the built server, else the TypeScript source through tsx) and
 * resolves once /health answers: { base, pid, dataDir, bootMs, stop() }.
 */
export async function startServer(extraEnv = {}) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pisoplay-bench-'));
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir };
  env.LOG_LEVEL = 'warn';
  delete env.DATABASE_URL;
  Object.assign(env, extraEnv);
  const bundle = path.join(root, 'apps/server/dist/server.mjs');
  const [command, args] = fs.existsSync(bundle)
    ? [process.execPath, [bundle]]
    : [path.join(root, 'node_modules/.bin/tsx'), ['apps/server/src/server.ts']];
  const startedAt = performance.now();
  const server = spawn(command, args, {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const stop = async () => {
    await stopProcessGroup(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(base, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    base,
    pid: server.pid,
    dataDir,
    bootMs: Math.round(performance.now() - startedAt),
    stop,
  };
}

/** Ends a process started `detached` and all its children, forcefully if it lingers. */
export async function stopProcessGroup(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  const timer = setTimeout(() => process.kill(-child.pid, 'SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** Resident memory of a process and its children, in MB (Linux /proc). */
export function residentMb(pid) {
  const pids = [pid];
  for (let i = 0; i < pids.length; i += 1) {
    try {
      const children = fs.readFileSync(`/proc/${pids[i]}/task/${pids[i]}/children`, 'utf8');
      pids.push(...children.split(/\s+/).filter(Boolean).map(Number));
    } catch {
      // gone
    }
  }
  let kb = 0;
  for (const p of pids) {
    try {
      const status = fs.readFileSync(`/proc/${p}/status`, 'utf8');
      kb += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    } catch {
      // gone
    }
  }
  return Math.round(kb / 1024);
}
