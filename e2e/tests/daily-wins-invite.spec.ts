import { expect, test } from '@playwright/test';
import { LOYALTY_MESSAGES, mask, operatorCalls } from '@pisoplay/contract';
import { asOperator, signUp } from './auth-support';
import { approvedKycPlayer } from './kyc-support';
import { expectAppDrawsSplashText, openPastGate, screenshot } from './support';

// Issue 24: daily wins (the check-in calendar) and invitations, against the real server.

test('a verified player claims today’s check-in, and a friend signs up through their link', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  await approvedKycPlayer(page, request);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);

  // Daily wins: day 1 is today's, claimed once.
  await page.goto('/daily-wins');
  const calendar = page.getByRole('list', { name: 'Check-in calendar' });
  await expect(calendar.getByRole('listitem')).toHaveCount(7);
  await expect(calendar.getByRole('listitem', { name: 'Day 1, ₱5.00, Today' })).toBeVisible();
  await expect(calendar.getByRole('listitem', { name: 'Day 7, ₱50.00, Upcoming' })).toBeVisible();
  await screenshot(page, 'daily-wins-before');
  const claim = page.getByRole('button', { name: 'Claim ₱5.00' });
  const claimed = page.waitForResponse((r) => r.url().endsWith('/promo/checkin/claim'));
  await claim.click();
  expect((await claimed).ok()).toBe(true);
  await expect(page.getByText('You won ₱5.00! It is in your bonus.').first()).toBeVisible();
  await expect(calendar.getByRole('listitem', { name: 'Day 1, ₱5.00, Claimed' })).toBeVisible();
  await expect(claim).toBeDisabled();
  await expect(claim).toHaveAccessibleDescription(
    "You have claimed today's reward. Come back tomorrow.",
  );
  await screenshot(page, 'daily-wins-claimed');
  // A reload reads the same from the server.
  await page.reload();
  await expect(calendar.getByRole('listitem', { name: 'Day 1, ₱5.00, Claimed' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Bonus records' })).toHaveAttribute(
    'href',
    '/s-transaction/bonus',
  );

  // Invite: how it pays (the page's largest paint, with the page), the code and the link, copied.
  await expectAppDrawsSplashText(
    { browser, baseURL, page },
    '/invite',
    LOYALTY_MESSAGES.inviteHowItWorks,
  );
  const code = (await page.getByRole('status', { name: 'Your referral code' }).textContent())!;
  expect(code).toMatch(/^[A-Z2-9]{8}$/);
  const link = `${baseURL}/?ref=${code}`;
  await expect(page.getByRole('status', { name: 'Your invitation link' })).toHaveText(link);
  await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
  await expect(
    page.getByText('No one has signed up with your link yet.', { exact: false }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Invitation link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await screenshot(page, 'invite-empty');

  // A second visitor opens the link (the code is kept on their device), then signs up.
  const visitor = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'block',
  });
  const friendPage = await visitor.newPage();
  await openPastGate(friendPage, `/?ref=${code}`);
  const friendPhone = await signUp(friendPage, request);
  await visitor.close();

  const operator = await asOperator(request, 'support');
  const friend = await operator(operatorCalls.adminMemberFind, {
    country_code: '63',
    phone: friendPhone,
  });
  await page.reload();
  const friends = page.getByRole('list', { name: 'Your invited friends' });
  await expect(friends.getByRole('listitem')).toHaveCount(1);
  await expect(
    friends.getByRole('listitem', { name: `${mask(friend.username)}, Signed up` }),
  ).toBeVisible();
  await expect(page.getByRole('definition').first()).toHaveText('1');
  await screenshot(page, 'invite-with-friend');
});
