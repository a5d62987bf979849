import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

const created = new Set<string>();

/** A new temporary folder that is removed after the current test file, pass or fail. */
export function tempDir(prefix = 'pisoplay-test-'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  created.add(dir);
  return dir;
}

/** Registered for every server test file (vitest setupFiles). */
export function removeTempDirsAfterEachFile(): void {
  afterAll(() => {
    for (const dir of created) fs.rmSync(dir, { recursive: true, force: true });
    created.clear();
  });
}
