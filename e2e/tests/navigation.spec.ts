import { expect, test } from '@playwright/test';
import { decodeCbor, type ApiSuccess, type ReplyOf, type calls } from '@pisoplay/contract';
import { gameNames, openPastGate } from './support';

test('a reload on a deep link serves the app on that screen', async ({ page }) => {
  await openPastGate(page, '/s-game/category/1');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Live' })).toBeVisible();
  // Proceeded in this browser session: the reload does not ask again (spec 2.4).
  await expect(page.getByRole('dialog', { name: 'Terms and Eligibility' })).toBeHidden();
  expect((await gameNames(page)).length).toBeGreaterThan(0);
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await openPastGate(page, '/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' }).first()).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('guarded screens send a visitor without a token to the index, login sheet asked for', async ({
  page,
}) => {
  await page.goto('/my');
  await expect(page).toHaveURL(/\/\?action=login-otp-1$/);
  await page.goto('/s-transaction');
  await expect(page).toHaveURL(/\/\?action=login-otp-1$/);
});

test('the API answers bad input with the error envelope, never a stack trace', async ({
  request,
}) => {
  const unknown = await request.get('/member/no-such-call');
  expect(unknown.status()).toBe(404);
  expect(decodeCbor(await unknown.body())).toMatchObject({ status: false, code: 'ERR_NOT_FOUND' });

  const badCbor = await request.post('/member/sms', {
    headers: { 'content-type': 'application/cbor' },
    data: Buffer.from([0xbf, 0x61]),
  });
  expect(badCbor.status()).toBe(400);
  expect(decodeCbor(await badCbor.body())).toMatchObject({ status: false, code: 'ERR_CBOR' });

  const list = await request.get(
    '/member/game/list?game_type=3&page=2&page_size=15&sorting=en_name:asc',
  );
  const reply = decodeCbor<ApiSuccess<ReplyOf<typeof calls.gameList>>>(await list.body());
  expect(reply.status).toBe(true);
  expect(reply.data.d).toHaveLength(15);
  expect(reply.data.t).toBeGreaterThan(30);
});
