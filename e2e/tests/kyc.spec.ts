import { expect, test } from '@playwright/test';
import { operatorCalls } from '@pisoplay/contract';
import { asOperator } from './auth-support';
import { submitKyc } from './kyc-support';

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
  const operator = await asOperator(request);
  const { uid } = await operator(operatorCalls.adminMemberFind, { country_code: '63', phone });
  const queue = await operator(operatorCalls.adminKycList, {
    status: 'under_review',
    page_size: 100,
  });
  expect(queue.d.some((item) => item.uid === uid)).toBe(true);
  await operator(operatorCalls.adminKycReview, { uid, decision: 'approve' });
  await page.reload();
  await expect(page.getByText('Fully KYC')).toBeVisible();
});

test('a rejection shows its reasons on the KYC page, and Recertification starts over', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { phone } = await submitKyc(page, request);
  const operator = await asOperator(request);
  const { uid } = await operator(operatorCalls.adminMemberFind, { country_code: '63', phone });
  await operator(operatorCalls.adminKycReview, {
    uid,
    decision: 'reject',
    issue_msg: 'The ID photo is blurred',
    issue_fields: ['id_photo'],
  });
  await page.goto('/s-kyc');
  await expect(page.getByRole('heading', { level: 1, name: 'KYC Verify Rejected' })).toBeVisible();
  await expect(page.getByText('The ID photo is blurred')).toBeVisible();
  await page.getByRole('button', { name: 'Recertification' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verify Process' })).toBeVisible();
});
