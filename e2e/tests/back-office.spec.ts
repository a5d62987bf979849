import { expect, test, type Browser, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { RG_MESSAGES, calls, operatorCalls } from '@pisoplay/contract';
import {
  asOperator,
  creditCash,
  signedCaller,
  signedInPlayer,
  startSignedIn,
} from './auth-support';
import { approvedKycPlayerWithPhone, submittedKycPlayer } from './kyc-support';
import { submitDeposit } from './money-support';
import { expectNoAxeViolations, screenshot } from './support';

// Issue 26: the operators' back office (apps/admin) at a desktop's 1280x800, against the real
// server: each test's operators work in the app while players act in browsers of their own.
test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

/** Signs an operator in on the back office's page (development: no second factor asked yet). */
async function signInToBackOffice(page: Page, username: string, password = `${username}1234`) {
  await page.goto('/admin/');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeHidden();
}

/** A second browser of its own, for the operator while the player keeps theirs. */
async function desktop(browser: Browser) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    baseURL: test.info().project.use.baseURL,
    serviceWorkers: 'block',
  });
  return context.newPage();
}

const codeOf = (secret: string) =>
  TOTP.generate({ secret: Secret.fromBase32(secret.replace(/\s+/g, '')) });

test('a new compliance operator sets up TOTP, signs in with it and approves a KYC submission', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  // The player submits KYC in a browser of their own.
  const player = await submittedKycPlayer(page, request);
  await startSignedIn(page, player.session);
  const support = await asOperator(request, 'support');
  const found = await support(operatorCalls.adminMemberFind, {
    country_code: '63',
    phone: player.phone,
  });

  // An admin creates the operator; the operator enrols an authenticator from their account page.
  const username = `kyc-${Date.now()}`;
  const admin = await asOperator(request, 'admin');
  await admin(operatorCalls.adminOperatorSave, {
    username,
    role: 'compliance',
    password: 'first-password-1',
    reason: 'New compliance officer',
  });
  const desk = await desktop(browser);
  await signInToBackOffice(desk, username, 'first-password-1');
  await desk.goto('/admin/account');
  await desk.getByRole('button', { name: 'Set up authenticator' }).click();
  const secret = (await desk.getByText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/).textContent())!;
  await expect(
    desk.getByRole('img', { name: 'QR code of your new authenticator secret' }),
  ).toBeVisible();
  await screenshot(desk, 'back-office-totp-enrol');
  await desk.getByRole('textbox', { name: 'Authentication code' }).fill(codeOf(secret));
  await desk.getByRole('button', { name: 'Turn on' }).click();
  await expect(desk.getByText('Authenticator app')).toBeVisible();
  await desk.getByRole('button', { name: 'Sign out', exact: true }).first().click();

  // From now on the password is not enough: the code is asked.
  await expect(desk.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await signInToBackOffice(desk, username, 'first-password-1');
  await expect(desk.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  // A code signs in once (the server test covers the replay): the next 30-second code is typed.
  await desk.waitForTimeout(30_000 - (Date.now() % 30_000) + 500);
  await desk.getByRole('textbox', { name: 'Authentication code' }).fill(codeOf(secret));
  await desk.getByRole('button', { name: 'Sign in' }).click();
  await expect(desk.getByRole('heading', { name: 'Two-step verification' })).toBeHidden();

  await desk.goto('/admin/kyc');
  await expect(desk.getByRole('heading', { name: 'KYC review' })).toBeVisible();
  await expectNoAxeViolations(desk);
  await screenshot(desk, 'back-office-kyc-queue');
  await desk.getByRole('link', { name: `Review ${found.username}` }).click();
  await expect(desk.getByText('Dela Cruz').first()).toBeVisible();
  await screenshot(desk, 'back-office-kyc-review', { fullPage: true });
  await desk.getByRole('button', { name: 'Approve', exact: true }).click();
  const dialog = desk.getByRole('dialog', { name: 'Approve KYC' });
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('ID, selfie and names match');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog).toBeHidden();

  // The player's own screen says verified.
  const me = signedCaller<(typeof calls)[keyof typeof calls]>(request, player.session);
  await expect.poll(async () => (await me(calls.memberDetail, {})).kyc_status).toBe(5);
  await page.goto('/s-account');
  await expect(page.getByText('Under Review')).toHaveCount(0);
  await desk.context().close();
});

test('finance approves a withdrawal that needed review; support is refused by the server', async ({
  page,
  request,
  browser,
}) => {
  // Accounts are paid out in the verified names: the player's KYC is approved.
  const { phone, session } = await submittedKycPlayer(page, request);
  await startSignedIn(page, session);
  const player = signedCaller<(typeof calls)[keyof typeof calls]>(request, session);
  const compliance = await asOperator(request, 'compliance');
  const { uid } = await compliance(operatorCalls.adminMemberFind, { country_code: '63', phone });
  await compliance(operatorCalls.adminKycReview, {
    uid,
    decision: 'approve',
    reason: 'ID and selfie match',
  });
  await creditCash(request, uid, '20000', 'browser test of the back office');
  const account = await player(calls.accountInsert, {
    account: '09171234567',
    channel_name: 'GCash',
    first_name: 'Juan',
    last_name: 'Dela Cruz',
  });
  const order = await player(calls.withdraw, { account_id: account.id, amount: '8000' });
  expect(order.status).toBe('under_review');

  // Support sees the queue but the server refuses them the decision.
  const support = await asOperator(request, 'support');
  const refused = await support(operatorCalls.adminWithdrawReview, {
    id: order.id,
    decision: 'approve',
    reason: 'Account checked',
  }).catch((error: Error) => error.message);
  expect(refused).toMatch(/may not do this; it is for Finance/);

  const desk = await desktop(browser);
  await signInToBackOffice(desk, 'finance');
  await desk.goto('/admin/withdrawals');
  await expect(desk.getByRole('heading', { name: 'Withdrawals' })).toBeVisible();
  await expectNoAxeViolations(desk);
  await screenshot(desk, 'back-office-withdrawals');
  await desk.getByRole('button', { name: `Approve W${order.id}` }).click();
  const dialog = desk.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Account holder matches the KYC');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog).toBeHidden();
  await expect
    .poll(async () => (await player(calls.withdrawDetail, { id: order.id })).status)
    .not.toBe('under_review');
  await desk.context().close();
});

test('a channel switched off by one operator needs a second to switch it back on', async ({
  browser,
  request,
}) => {
  const admin = await desktop(browser);
  await signInToBackOffice(admin, 'admin');
  await admin.goto('/admin/channels');
  await expect(admin.getByRole('heading', { name: 'Payment channels' })).toBeVisible();
  await expectNoAxeViolations(admin);
  // A channel no other browser test pays through: it is off for a moment here.
  const name = 'UnionBank';
  const change = async (on: boolean, reason: string) => {
    await admin.getByRole('button', { name: `Change ${name}` }).click();
    const dialog = admin.getByRole('dialog');
    const box = dialog.getByRole('checkbox', { name: 'On' });
    if (on) await box.check();
    else await box.uncheck();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
  };
  await change(false, 'Gateway outage reported by the provider');
  const channelOn = async () => {
    const finance = await asOperator(request, 'finance');
    return (await finance(operatorCalls.adminChannelList, {})).find((c) => c.name === name)!
      .enabled;
  };
  await expect.poll(channelOn).toBe(false);
  await change(true, 'Provider says the gateway is back');
  await expect(admin.getByText(/second operator/i).first()).toBeVisible();
  expect(await channelOn()).toBe(false);
  await screenshot(admin, 'back-office-channels');

  const second = await desktop(browser);
  await signInToBackOffice(second, 'finance2');
  await second.goto('/admin/approvals');
  await expect(second.getByRole('heading', { name: 'Approvals' })).toBeVisible();
  await expectNoAxeViolations(second);
  await screenshot(second, 'back-office-approvals');
  const row = second.getByRole('row', { name: new RegExp(`${name} back on`) });
  await row.getByRole('button', { name: /^Approve request/ }).click();
  const dialog = second.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Checked the provider status page');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(channelOn).toBe(true);
  await admin.context().close();
  await second.context().close();
});

test('a support operator answers in the chat inbox and the player sees it', async ({
  page,
  request,
  browser,
}) => {
  await signedInPlayer(page, request);
  const name = `Ana ${Date.now()}`;
  await page.goto(`/my/service?name=${encodeURIComponent(name)}&email=ana%40example.com`);
  const text = `Where is my deposit ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  const log = page.getByRole('log', { name: 'Conversation' });
  await expect(log.getByText(text)).toBeVisible();

  const desk = await desktop(browser);
  await signInToBackOffice(desk, 'support');
  await desk.goto('/admin/chat');
  await expect(desk.getByRole('heading', { name: 'Chat' })).toBeVisible();
  await desk.getByRole('button', { name: new RegExp(name) }).click();
  await expect(desk.getByText(text)).toBeVisible();
  await expectNoAxeViolations(desk);
  await desk.getByRole('textbox', { name: /reply/i }).fill('Hi Ana, it is credited now.');
  await desk.getByRole('button', { name: 'Send' }).click();
  await screenshot(desk, 'back-office-chat');
  await expect(log.getByText('Hi Ana, it is credited now.')).toBeVisible();
  await desk.context().close();
});

test('a compliance operator starts a cooling-off from the player page, and the player cannot deposit', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const { uid } = await approvedKycPlayerWithPhone(page, request);

  const desk = await desktop(browser);
  await signInToBackOffice(desk, 'compliance');
  await desk.goto(`/admin/players/${uid}`);
  await desk.getByRole('tab', { name: 'Restrictions' }).click();
  await expect(desk.getByText('Restriction', { exact: true })).toBeVisible();
  await desk.getByRole('button', { name: 'Cooling-off' }).click();
  const dialog = desk.getByRole('dialog', { name: 'Cooling-off' });
  await expect(dialog).toContainText('An operator can only make restrictions stricter');
  await dialog.getByRole('radio', { name: '7 days' }).check();
  await dialog
    .getByRole('textbox', { name: 'Reason' })
    .fill('The player asked support for a break');
  await expectNoAxeViolations(desk);
  await screenshot(desk, 'back-office-rg-decision');
  await dialog.getByRole('button', { name: 'Start cooling-off' }).click();
  await expect(dialog).toBeHidden();
  await expect(desk.getByText(/^Cooling-off until/).first()).toBeVisible();
  await screenshot(desk, 'back-office-rg-tab');

  // The server holds the break: the player's next deposit is refused with its end.
  const compliance = await asOperator(request, 'compliance');
  const { restriction } = await compliance(operatorCalls.adminMemberRg, { uid });
  expect(restriction?.kind).toBe('cool_off');
  const sheet = await submitDeposit(page, '200');
  await expect(sheet.getByRole('alert')).toHaveText(RG_MESSAGES.coolingOff(restriction!.until));
  await expect(page).not.toHaveURL(/\/sim\/pay\//);

  // The same operator may not loosen it: a shorter break is refused by the server.
  await desk.getByRole('button', { name: 'Cooling-off' }).click();
  await dialog.getByRole('radio', { name: '24 hours' }).check();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Trying a shorter one');
  await dialog.getByRole('button', { name: 'Start cooling-off' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(RG_MESSAGES.breakShorter(restriction!.until));
  await desk.context().close();
});

test('a finance operator runs the ledger check and opens a contest day', async ({ browser }) => {
  const desk = await desktop(browser);
  await signInToBackOffice(desk, 'finance');
  await desk.getByRole('link', { name: 'Ledger check' }).click();
  await expect(desk.getByRole('heading', { name: 'Ledger check' })).toBeVisible();
  await desk.getByRole('button', { name: 'Run check' }).click();
  await expect(desk.getByRole('row', { name: /Balances sum to zero/ })).toContainText('Holds');
  await expectNoAxeViolations(desk);
  await screenshot(desk, 'back-office-ledger-check');
  await desk.getByRole('link', { name: 'Daily contest' }).click();
  await expect(desk.getByRole('heading', { name: 'Daily contest' })).toBeVisible();
  await expectNoAxeViolations(desk);
  await screenshot(desk, 'back-office-contest');
  await desk.context().close();
});

test('an admin adds an item to the points shop, and a player sees it for sale', async ({
  page,
  request,
  browser,
}) => {
  const desk = await desktop(browser);
  await signInToBackOffice(desk, 'admin');
  await desk.getByRole('link', { name: 'Loyalty' }).click();
  await expect(desk.getByRole('heading', { name: 'Loyalty' })).toBeVisible();
  const dailyWins = desk.getByRole('table', { name: 'What each day of the daily wins cycle pays' });
  await expect(dailyWins.getByRole('row', { name: /Day 7/ })).toContainText('₱50.00');
  // Added only: the other tests buy the seeded items at their seeded prices.
  await desk.getByRole('button', { name: 'Add an item' }).click();
  const dialog = desk.getByRole('dialog', { name: 'Add an item to the points shop' });
  await dialog.getByRole('textbox', { name: 'Value (whole ₱)' }).fill('15');
  await dialog.getByRole('textbox', { name: 'Price (points)' }).fill('750');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('A step between ₱10 and ₱25');
  await screenshot(desk, 'back-office-loyalty-add');
  await dialog.getByRole('button', { name: 'Add item' }).click();
  await expect(dialog).toBeHidden();
  await expect(desk.getByText('₱15 Bonus added to the points shop.')).toBeVisible();
  const shop = desk.getByRole('table', { name: 'Points shop items' });
  await expect(shop.getByRole('row', { name: /₱15 Bonus/ })).toContainText('750');
  await expectNoAxeViolations(desk);
  await screenshot(desk, 'back-office-loyalty');
  await desk.getByRole('link', { name: 'Promotions' }).click();
  await expect(
    desk.getByRole('table', { name: 'Promotions of the welfare page, in their order' }),
  ).toContainText('Daily Wins');
  await expectNoAxeViolations(desk);
  await screenshot(desk, 'back-office-promotions');
  await desk.context().close();

  await signedInPlayer(page, request);
  await page.goto('/points');
  const forSale = page.getByRole('list', { name: 'Points shop' });
  await expect(forSale.getByRole('listitem').filter({ hasText: '₱15 Bonus' })).toContainText(
    '750 points',
  );
});
