import fs from 'node:fs';

/** Removes the server's temporary data folder once every browser test has run, pass or fail. */
export default function globalTeardown(): void {
  const dir = process.env.E2E_DATA_DIR;
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
}
