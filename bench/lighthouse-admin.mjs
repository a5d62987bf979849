// The back office's accessibility check (part of `npm run test:lighthouse`, the last stage of
// `npm test`): Lighthouse's accessibility category at a desktop's 1280x800 on each queue page,
// signed in as the development operator whose role works that queue. Exits 1 under MIN_SCORE.
// Accessibility does not depend on the machine's speed: one run per page.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Encoder } from 'cbor-x';
import {
  accessibilityPasses,
  auditPage,
  freePort,
  startApp,
  stopApp,
} from './lib/lighthouse-run.mjs';

const MIN_SCORE = 95;
const QUEUES = [
  { path: '/admin/kyc', operator: 'compliance' },
  { path: '/admin/withdrawals', operator: 'finance' },
  { path: '/admin/deposits', operator: 'finance' },
  { path: '/admin/approvals', operator: 'finance' },
  { path: '/admin/chat', operator: 'support' },
  { path: '/admin/feedback', operator: 'support' },
];
const cbor = new Encoder({ useRecords: false, mapsAsObjects: true, tagUint8Array: false });

/** Signs a development operator in; what the back office keeps in its tab (sessionStorage). */
async function operatorStorage(base, username) {
  const response = await fetch(`${base}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/cbor' },
    body: cbor.encode({ username, password: `${username}1234` }),
  });
  const reply = cbor.decode(new Uint8Array(await response.arrayBuffer()));
  if (!reply.status || reply.data.step !== 'session') {
    throw new Error(`operator ${username} sign-in failed: ${JSON.stringify(reply.data)}`);
  }
  const { session, operator } = reply.data;
  return {
    session: { 'pisoplay-admin:session': JSON.stringify({ session, operator }) },
    local: {},
  };
}

/** Audits each queue page; answers the paths under MIN_SCORE or failing an audit. */
export async function checkBackOffice({ port }) {
  const base = `http://127.0.0.1:${port}`;
  const failed = [];
  for (const queue of QUEUES) {
    const result = await auditPage(`${base}${queue.path}`, {
      storage: await operatorStorage(base, queue.operator),
      accessibility: true,
    });
    if (!accessibilityPasses(queue.path, result, MIN_SCORE)) failed.push(queue.path);
  }
  return failed;
}

// Run alone: `node bench/lighthouse-admin.mjs`.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pisoplay-lighthouse-'));
  const app = await startApp(spawn, { root, port, dataDir });
  let failed;
  try {
    failed = await checkBackOffice({ port });
  } finally {
    await stopApp(app);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  if (failed.length) {
    console.error(
      `Lighthouse accessibility under ${MIN_SCORE}, or failing an audit, on ${failed.join(', ')}`,
    );
    process.exitCode = 1;
  }
}
