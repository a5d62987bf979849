import { expect, test } from '@playwright/test';
import { LIVE_SOCKET_PATH } from '@pisoplay/contract';
import { creditCash, signedInPlayer, uidOf } from './auth-support';
import { homeBalance } from './money-support';
import { screenshot } from './support';

// Issue 27: while signed in, the header balance follows every movement within a second, pushed
// over the live socket (docs/scaling.md, "Balance push"), with no reload and no polling.
test('the home header follows a credit made by an operator, pushed over the live socket', async ({
  page,
  request,
}) => {
  const frames: string[] = [];
  let opened = 0;
  page.on('websocket', (socket) => {
    if (!socket.url().includes(LIVE_SOCKET_PATH)) return;
    opened += 1;
    socket.on('framereceived', ({ payload }) => frames.push(String(payload)));
  });
  const phone = await signedInPlayer(page, request);
  const uid = await uidOf(request, phone);
  await page.goto('/');
  await expect(homeBalance(page)).toHaveText(/₱\s*0\.00$/);
  await expect.poll(() => opened).toBeGreaterThan(0);

  await creditCash(request, uid, '1234', 'browser test of the live balance');
  const creditedAt = Date.now();
  await expect(homeBalance(page)).toHaveText(/₱\s*1,234\.00$/, { timeout: 1500 });
  const shownAfterMs = Date.now() - creditedAt;
  expect(frames).toContain(JSON.stringify({ type: 'balance' }));
  test.info().annotations.push({ type: 'shown after', description: `${shownAfterMs} ms` });
  await screenshot(page, 'live-balance');
});
