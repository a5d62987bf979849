import { expect, test } from '@playwright/test';
import { operatorCalls } from '@pisoplay/contract';
import { asOperator } from './auth-support';
import { submitKyc } from './kyc-support';
import { firstGameCard, openPastGate, screenshot } from './support';

test('a new player goes through every stage to Submit successfully; an operator approves', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { phone, seconds } = await submitKyc(page, request);
  test.info().annotations.push({
    type: 'sign-up to submitted KYC',
    description: `${seconds.toFixed(1)} s`,
  });

  // An operator finds the submission in the review queue and approves it.
  const operator = await asOperator(request, 'compliance');
  const { uid } = await operator(operatorCalls.adminMemberFind, { country_code: '63', phone });
  const queue = await operator(operatorCalls.adminKycList, {
    status: 'under_review',
    page_size: 100,
  });
  expect(queue.d.some((item) => item.uid === uid)).toBe(true);
  await operator(operatorCalls.adminKycReview, {
    uid,
    decision: 'approve',
    reason: 'ID and selfie match',
  });
  await page.reload();
  await expect(page.getByText('Fully KYC')).toBeVisible();
});

test('a rejection shows its reasons on the KYC page, and Recertification starts over', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { phone } = await submitKyc(page, request);
  const operator = await asOperator(request, 'compliance');
  const { uid } = await operator(operatorCalls.adminMemberFind, { country_code: '63', phone });
  await operator(operatorCalls.adminKycReview, {
    uid,
    decision: 'reject',
    issue_msg: 'The ID photo is blurred',
    issue_fields: ['id_photo'],
    reason: 'ID photo unreadable',
  });
  await page.goto('/s-kyc');
  await expect(page.getByRole('heading', { level: 1, name: 'KYC Verify Rejected' })).toBeVisible();
  await expect(page.getByText('The ID photo is blurred')).toBeVisible();
  // What to do: the fields the reviewer named, by the form's own labels.
  const nextStep = page.getByRole('region', {
    name: 'Tap Recertification and submit your KYC again.',
  });
  await expect(nextStep).toContainText('Please correct:');
  await expect(nextStep.getByRole('listitem')).toHaveText(['Front photo of ID']);
  await screenshot(page, 'kyc-rejected');
  await page.getByRole('button', { name: 'Recertification' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verify Process' })).toBeVisible();
});

test('a player frozen by the 72-hour deadline sees why and what to do, and cannot play yet', async ({
  page,
}) => {
  // The seeded demo player who signed up four days ago and never verified (README).
  await openPastGate(page, '/login?action=login-password');
  await page.getByRole('textbox', { name: 'Phone number' }).fill('9171234568');
  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Login', exact: true }).click();

  // Signed in, a frozen player goes to KYC (spec 2.3): the frozen entry.
  await expect(page).toHaveURL(/\/s-kyc/);
  await expect(page.getByRole('heading', { level: 1, name: 'KYC reminder' })).toBeVisible();
  await expect(
    page.getByText(/Your account has been frozen because KYC verification/),
  ).toBeVisible();
  await expect(page.getByText(/Once you submit it, you can deposit and play again/)).toBeVisible();
  await expect(page.getByRole('timer')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Do it later' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Verify Now' })).toBeVisible();
  await screenshot(page, 'kyc-frozen');

  // A game is refused by the play gate with its way to KYC, not by the server's error.
  await page.goto('/');
  await firstGameCard(page.getByRole('region', { name: 'Slot' })).click();
  const reminder = page.getByRole('dialog', {
    name: 'Please Complete Your KYC Account Vertification',
  });
  await expect(reminder).toContainText('before you can enter the game!');
  await reminder.getByRole('button', { name: 'Go To KYC Verify Now' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'KYC reminder' })).toBeVisible();
});
