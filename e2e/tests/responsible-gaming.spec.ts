import { expect, test } from '@playwright/test';
import {
  OTP_RESEND_SECONDS,
  RG_MESSAGES,
  calls,
  operatorCalls,
  type ReplyOf,
} from '@pisoplay/contract';
import {
  asOperator,
  creditCash,
  replyData,
  signInByApi,
  signInWithCode,
  signedCaller,
  uidOf,
} from './auth-support';
import { approvedKycPlayerWithPhone, completeKycScreens } from './kyc-support';
import { depositThroughCheckout, putMysteryBoxesAside, submitDeposit } from './money-support';
import {
  expectAppDrawsSplashText,
  expectNoAxeViolations,
  openPastGate,
  screenshot,
} from './support';

// Responsible gaming: a verified player sets a daily deposit limit of ₱500 on the Responsible
// Gaming screen, deposits ₱400, is refused ₱200 more by the server's limit, excludes themself
// for 6 months, is signed out with the date it ends, and cannot sign in again: the refusal offers
// a withdraw-only sign-in, whose one screen shows the date and the balance and opens the
// wallet's withdraw sheet (issue 25: self-exclusion "still lets the player withdraw their cash").

test('a daily deposit limit refuses a deposit past it; a self-exclusion signs out, closes sign-in and leaves the cash to withdraw', async ({
  browser,
  baseURL,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // The day's first deposit may bring a mystery box: put aside wherever it shows.
  await putMysteryBoxesAside(page);
  // The player signs up with a code sent now; a new code for the same phone waits its turn.
  const codeSentAt = Date.now();
  const { phone } = await approvedKycPlayerWithPhone(page, request);

  // From My to the screen: every limit unset, the bottom navigation hidden.
  await page.goto('/my');
  await page.getByRole('link', { name: 'Responsible Gaming' }).click();
  await expect(page).toHaveURL(/\/responsible-gaming$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Responsible Gaming' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  const daily = page.getByRole('listitem', { name: 'Daily deposit limit' });
  await expect(daily).toContainText('No limit');
  await expect(daily).toContainText('₱0.00 used today');
  await expect(page.getByRole('listitem', { name: 'Session time limit' })).toContainText(
    'No limit',
  );
  await expect(page.getByRole('radio', { name: 'Every 30 minutes' })).toBeChecked();
  // The page arrives with its opening line (its largest paint) where the app then draws it.
  await expectAppDrawsSplashText(
    { browser, baseURL, page },
    '/responsible-gaming',
    RG_MESSAGES.intro,
  );
  await screenshot(page, 'rg');
  await screenshot(page, 'rg-full', { fullPage: true });
  await expectNoAxeViolations(page);

  // A first limit applies at once.
  await daily.getByRole('button', { name: 'Edit daily deposit limit' }).click();
  const editor = page.getByRole('dialog', { name: 'Daily deposit limit' });
  await editor.getByRole('textbox', { name: 'New limit in pesos' }).fill('500');
  await screenshot(page, 'rg-limit-editor');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toBeHidden();
  await expect(daily).toContainText('₱500.00');

  // ₱400 goes through; ₱200 more would pass ₱500, and the deposit sheet says so.
  await depositThroughCheckout(page, '400');
  const sheet = await submitDeposit(page, '200');
  await expect(sheet.getByRole('alert')).toHaveText(
    RG_MESSAGES.depositLimit('deposit_day', '100.00'),
  );
  await expect(page).not.toHaveURL(/\/sim\/pay\//);
  await screenshot(page, 'rg-deposit-refused');

  // A raise waits 24 hours: the server's message says from when it can be confirmed.
  await page.goto('/responsible-gaming');
  await expect(daily).toContainText('₱400.00 used today');
  await screenshot(page, 'rg-limit-used');
  await daily.getByRole('button', { name: 'Edit daily deposit limit' }).click();
  await editor.getByRole('textbox', { name: 'New limit in pesos' }).fill('1000');
  const raising = page.waitForResponse((r) => r.url().endsWith(calls.rgLimit.path));
  await editor.getByRole('button', { name: 'Save' }).click();
  const change = await replyData<ReplyOf<typeof calls.rgLimit>>(calls.rgLimit.path, await raising);
  expect(change.applied).toBe(false);
  await expect(editor.getByRole('status')).toHaveText(RG_MESSAGES.raiseWaits(change.pending_from!));
  await screenshot(page, 'rg-raise-waits');
  await editor.getByRole('button', { name: 'Done' }).click();
  await expect(editor).toBeHidden();
  await expect(daily).toContainText('₱500.00');
  await expect(daily).toContainText('Waiting change: raise to ₱1,000.00');
  await expect(daily).toContainText(`Confirm it from ${RG_MESSAGES.until(change.pending_from!)}.`);
  await expect(daily.getByRole('button', { name: /^Confirm/ })).toHaveCount(0);

  // Self-exclusion for 6 months, after a confirmation that says what it means.
  await expect(page.getByRole('radio', { name: '6 months' })).toBeChecked();
  await page.getByRole('button', { name: 'Exclude myself' }).click();
  const confirm = page.getByRole('dialog', { name: 'Exclude yourself?' });
  await expect(confirm).toContainText('Sign-in is closed for 6 months');
  await expect(confirm).toContainText('It cannot be revoked during its first 6 months.');
  await expect(confirm).toContainText('Any bonus in your account is forfeited.');
  await expect(confirm).toContainText('Your cash stays yours and can still be withdrawn.');
  await expect(confirm.getByRole('button', { name: 'Withdraw first' })).toBeVisible();
  await screenshot(page, 'rg-exclusion-confirm');
  await expectNoAxeViolations(page);
  const excluded = page.waitForResponse((r) => r.url().endsWith(calls.rgExclude.path));
  await confirm.getByRole('button', { name: 'Exclude me for 6 months' }).click();
  const { until } = await replyData<ReplyOf<typeof calls.rgExclude>>(
    calls.rgExclude.path,
    await excluded,
  );
  // Six months from now: 181 to 184 days, whichever months they are.
  const days = (Date.parse(until) - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(180.9);
  expect(days).toBeLessThan(184.1);

  // Signed out, home says why and until when.
  await expect(page).toHaveURL(/\/$/);
  const notice = page.getByRole('dialog', { name: 'Self-exclusion' });
  await expect(notice).toContainText(RG_MESSAGES.excluded(until));
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await screenshot(page, 'rg-excluded');
  await notice.getByRole('button', { name: 'OK' }).click();
  await expect(notice).toBeHidden();

  // Signing in again is refused with the date (once a new code may be sent, spec 4.5).
  await page.waitForTimeout(Math.max(0, codeSentAt + OTP_RESEND_SECONDS * 1000 - Date.now()));
  await signInWithCode(page, request, phone);
  await expect(page.getByRole('alert')).toHaveText(RG_MESSAGES.excluded(until));
  await screenshot(page, 'rg-sign-in-refused');
  // No session was opened: the app keeps none (its key as startSignedIn writes it).
  expect(await page.evaluate(() => window.sessionStorage.getItem('pp:v1:session'))).toBeNull();

  // The refusal offers a withdraw-only sign-in (the code was proven; no new code is needed).
  await expect(
    page.getByText(
      'You can still sign in to withdraw your balance. Play, deposits and bonuses stay closed.',
    ),
  ).toBeVisible();
  const withdrawOnly = page.waitForResponse((r) => r.url().endsWith(calls.withdrawOnlyLogin.path));
  await page.getByRole('button', { name: 'Withdraw my balance' }).click();
  const session = await replyData<ReplyOf<typeof calls.withdrawOnlyLogin>>(
    calls.withdrawOnlyLogin.path,
    await withdrawOnly,
  );
  expect(session.withdraw_only).toEqual({ excluded_until: until });
  // At most 30 minutes.
  expect(Date.parse(session.expires_at) - Date.now()).toBeLessThanOrEqual(30 * 60_000);

  // One screen: until when, what is closed, the balance, the withdrawal; no navigation.
  await expect(page).toHaveURL(/\/responsible-gaming$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Self-exclusion' })).toBeVisible();
  await expect(
    page.getByRole('heading', {
      level: 2,
      name: `Your account is self-excluded until ${RG_MESSAGES.until(until)}.`,
    }),
  ).toBeVisible();
  await expect(
    page.getByText(
      'Play, deposits and bonuses are closed until then. You can still withdraw your balance.',
    ),
  ).toBeVisible();
  const balance = page.getByRole('region', { name: 'Your balance' });
  await expect(balance).toContainText('₱ 400.00');
  // The deposit's turnover went with the exclusion: all of it can be withdrawn.
  await expect(balance.getByText('Withdrawable', { exact: true }).locator('..')).toContainText(
    '₱ 400.00',
  );
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Exclude myself' })).toHaveCount(0);
  await screenshot(page, 'rg-withdraw-only');
  await expectNoAxeViolations(page);

  // Any other screen leads back to it.
  await page.goto('/my');
  await expect(page).toHaveURL(/\/responsible-gaming$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/responsible-gaming$/);

  // The wallet's own withdraw sheet opens over it.
  await balance.getByRole('button', { name: 'Withdraw' }).click();
  const withdrawSheet = page.getByRole('dialog', { name: 'Withdraw' });
  await expect(withdrawSheet).toBeVisible();
  await expect(withdrawSheet).toContainText('400.00');
  await expect(withdrawSheet.getByRole('button', { name: 'Add Account' })).toBeVisible();
  await screenshot(page, 'rg-withdraw-only-sheet');
});

// A self-excluded player who never completed KYC: a withdrawal needs it approved, so the
// withdraw-only session lets them complete it from the withdraw sheet's reminder, and then
// withdraw (docs/responsible-gaming.md, "Withdraw-only access").
test('a self-excluded player who never verified completes KYC from the withdraw-only screen, then withdraws', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { phone, session } = await signInByApi(request);
  const codeSentAt = Date.now();
  const uid = await uidOf(request, phone);
  await creditCash(request, uid, '250', 'browser test: an unverified player’s balance');
  const player = signedCaller<typeof calls.rgExclude>(request, session);
  const { until } = await player(calls.rgExclude, { period: '6m' });

  await openPastGate(page, '/');
  await page.waitForTimeout(Math.max(0, codeSentAt + OTP_RESEND_SECONDS * 1000 - Date.now()));
  await signInWithCode(page, request, phone);
  await expect(page.getByRole('alert')).toHaveText(RG_MESSAGES.excluded(until));
  await page.getByRole('button', { name: 'Withdraw my balance' }).click();
  await expect(page).toHaveURL(/\/responsible-gaming$/);
  const balance = page.getByRole('region', { name: 'Your balance' });
  await expect(balance).toContainText('₱ 250.00');

  // The withdrawal asks for KYC first, and KYC is open to this session.
  await balance.getByRole('button', { name: 'Withdraw' }).click();
  await page.getByRole('button', { name: 'Go To KYC Verify Now' }).click();
  await expect(page).toHaveURL(/\/s-kyc$/);
  await completeKycScreens(page, /\/responsible-gaming$/);
  await screenshot(page, 'rg-withdraw-only-after-kyc');

  const compliance = await asOperator(request, 'compliance');
  await compliance(operatorCalls.adminKycReview, {
    uid,
    decision: 'approve',
    reason: 'ID and selfie match',
  });
  await balance.getByRole('button', { name: 'Withdraw' }).click();
  const withdrawSheet = page.getByRole('dialog', { name: 'Withdraw' });
  await expect(withdrawSheet).toBeVisible();
  await expect(withdrawSheet).toContainText('250.00');
  await expect(withdrawSheet.getByRole('button', { name: 'Add Account' })).toBeVisible();
});
