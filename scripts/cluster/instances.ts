// The server instances of the cluster test: the production build (apps/server/dist/server.mjs)
// started several times on one PostgreSQL, each on its own port with the same secrets, so that
// any instance can serve any request. Each instance writes its output to a log file of its own,
// kept across restarts, which the test prints when a check fails. Instances can be killed
// (SIGKILL: a crash) or stopped (SIGTERM: a deploy) and started again on the same port.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const BOOT_TIMEOUT_MS = 60_000;

export type Instance = {
  readonly name: string;
  readonly port: number;
  readonly logFile: string;
  process: ChildProcess | null;
};

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function createInstances(options: {
  count: number;
  root: string;
  logDir: string;
  /** The environment every instance shares; each gets its own PORT. */
  env: NodeJS.ProcessEnv;
}) {
  const entry = path.join(options.root, 'apps/server/dist/server.mjs');
  if (!fs.existsSync(entry)) {
    throw new Error(`${path.relative(options.root, entry)} is missing: run npm run build first`);
  }
  const instances: Instance[] = [];
  for (let i = 1; i <= options.count; i += 1) {
    const name = `server-${i}`;
    instances.push({
      name,
      port: await freePort(),
      logFile: path.join(options.logDir, `${name}.log`),
      process: null,
    });
  }

  /** Starts an instance and waits until it answers /health; throws if it exits first. */
  async function start(instance: Instance): Promise<void> {
    const log = fs.openSync(instance.logFile, 'a');
    fs.writeSync(log, `--- started at ${new Date().toISOString()}\n`);
    const child = spawn(process.execPath, [entry], {
      cwd: options.root,
      env: { ...options.env, PORT: String(instance.port) },
      stdio: ['ignore', log, log],
    });
    fs.closeSync(log);
    instance.process = child;
    const until = Date.now() + BOOT_TIMEOUT_MS;
    while (Date.now() < until) {
      if (child.exitCode !== null || child.signalCode !== null) break;
      const health = await fetch(`http://127.0.0.1:${instance.port}/health`).catch(() => null);
      if (health?.ok) return;
      await sleep(100);
    }
    throw new Error(`${instance.name} did not start (see ${instance.logFile})`);
  }

  /** Sends `signal` and waits until the instance has exited; answers its exit code or signal. */
  async function stop(instance: Instance, signal: NodeJS.Signals): Promise<string> {
    const child = instance.process;
    if (!child) return 'never started';
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill(signal);
      await exited;
    }
    return child.signalCode ?? `exit code ${child.exitCode}`;
  }

  return {
    instances,
    start,
    stop,
    /** Stops every running instance gracefully (a crash is left as it was). */
    stopAll: () => Promise.all(instances.map((instance) => stop(instance, 'SIGTERM'))),
    /** The end of each instance's log, for a failed run. */
    logTails(lines = 40): string {
      return instances
        .map((instance) => {
          const text = fs.existsSync(instance.logFile)
            ? fs.readFileSync(instance.logFile, 'utf8')
            : '';
          return `--- ${instance.name} (${instance.logFile}):\n${text.split('\n').slice(-lines).join('\n')}`;
        })
        .join('\n');
    },
  };
}

export type Instances = Awaited<ReturnType<typeof createInstances>>;
