import { afterAll, expect } from 'vitest';
import { reconcile } from '../modules/ledger/reconcile.ts';
import { testDatabase } from './harness.ts';
import { removeTempDirsAfterEachFile } from './temp-dirs.ts';

removeTempDirsAfterEachFile();

// Whatever a test file did with money, the ledger still balances afterwards (docs/wallet.md).
afterAll(async () => {
  const report = await reconcile(await testDatabase());
  expect(report, 'ledger reconciliation after this test file').toMatchObject({ ok: true });
});
