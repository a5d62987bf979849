import { expect, test } from '@playwright/test';
import { calls } from '@pisoplay/contract';
import { asOperator, signedInPlayer } from './auth-support';
import { openPastGate, screenshot } from './support';

/** The bottom navigation's name (features/layout). */
const NAV_LABEL = 'Main';

test('a help article opens and closes; about us and the documents are finished screens', async ({
  page,
  request,
}) => {
  await signedInPlayer(page, request);
  await page.goto('/my/helpcenter');
  await page.getByRole('tab', { name: 'Verification' }).click();
  const article = page.getByRole('button', { name: 'Why do I need to verify my identity (KYC)?' });
  await article.click();
  const body = page.getByRole('region', { name: 'Why do I need to verify my identity (KYC)?' });
  await expect(body).toContainText('within 72 hours of registering');
  await screenshot(page, 'support-helpcenter');
  await article.click();
  await expect(body).toBeHidden();

  await page.goto('/my/aboutus');
  await expect(page.getByRole('tabpanel')).toContainText('PisoPlay is an online casino');
  await screenshot(page, 'support-aboutus');
  await page.getByRole('tab', { name: 'Follow Us' }).click();
  await expect(page.getByRole('link', { name: /facebook/i })).toBeVisible();
  await screenshot(page, 'support-aboutus-follow');

  await page.goto('/s-docs');
  await page.getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/docs\/faq$/);
  await page.goBack();
  await screenshot(page, 'support-docs');
});

test('news details step with Previous and Next', async ({ page, request }) => {
  await signedInPlayer(page, request);
  await page.goto('/my/news');
  const cards = page.getByRole('article');
  await expect(cards.first()).toContainText('Live chat with Customer Service');
  await screenshot(page, 'support-news');
  await page.getByRole('button', { name: 'Details: Live chat with Customer Service' }).click();
  const first = page.getByRole('dialog', { name: 'Live chat with Customer Service' });
  await expect(first.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await screenshot(page, 'support-news-details');
  await first.getByRole('button', { name: 'Next' }).click();
  const second = page.getByRole('dialog', { name: 'Daily slot betting contest' });
  await expect(second).toContainText('PHP 100,000');
  await second.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByRole('dialog', { name: 'Live chat with Customer Service' })).toBeVisible();
});

test('feedback shows the length error and reaches the operators', async ({ page, request }) => {
  await signedInPlayer(page, request);
  await page.goto('/my/feedback');
  const box = page.getByRole('textbox', { name: 'Your feedback' });
  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await box.fill('x'.repeat(1010));
  await expect(page.getByRole('alert')).toHaveText(
    'The maximum number of characters exceeds the limit',
  );
  await expect(box).toHaveValue('x'.repeat(1000));
  await screenshot(page, 'support-feedback-error');
  const text = `Please add more fishing games ${Date.now()}`;
  await box.fill(text);
  await expect(page.getByRole('alert')).toBeHidden();
  await submit.click();
  await expect(page.getByText('Thank you for your feedback!')).toBeVisible();
  const operator = await asOperator(request, 'support');
  const list = await operator(calls.adminFeedbackList, { page: 1, page_size: 50 });
  expect(list.d.map((f) => f.content)).toContain(text);
});

test('a chat message reaches the operator and the reply appears without a reload', async ({
  page,
  request,
}) => {
  await signedInPlayer(page, request);
  const name = `Ana ${Date.now()}`;
  await page.goto(`/my/service?name=${encodeURIComponent(name)}&email=ana%40example.com`);
  await expect(page.getByRole('heading', { name: 'Customer Service' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: NAV_LABEL })).toHaveCount(0);
  const text = `My GCash deposit is missing ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  const log = page.getByRole('log', { name: 'Conversation' });
  await expect(log.getByText(text)).toBeVisible();
  // The socket is up, not the polling fallback. (The automatic reply, which comes only while no
  // operator is connected, is chat-without-agents.spec.ts.)
  await expect(page.locator('[data-connection]')).toHaveAttribute('data-connection', 'live');

  const operator = await asOperator(request, 'support');
  const list = await operator(calls.adminChatList, { state: 'open' });
  const conversation = list.d.find((c) => c.name === name);
  expect(conversation).toMatchObject({ email: 'ana@example.com', unread: 1 });
  const thread = await operator(calls.adminChatMessages, { id: conversation!.id, after: 0 });
  expect(thread.map((m) => m.text)).toContain(text);
  await expect(log.getByRole('img', { name: 'Delivered' }).last()).toBeVisible();

  const mine = thread.find((m) => m.text === text)!;
  await operator(calls.adminChatRead, { id: conversation!.id, up_to: mine.id });
  await expect(log.getByRole('img', { name: 'Read' }).last()).toBeVisible();
  await operator(calls.adminChatSend, {
    id: conversation!.id,
    text: 'Hi Ana, I can see your deposit. It will be credited in a minute.',
  });
  await expect(log.getByText('Hi Ana, I can see your deposit.', { exact: false })).toBeVisible();
  await screenshot(page, 'support-service');

  // History on return.
  await page.goto('/my');
  await page.goto('/my/service');
  await expect(log.getByText(text)).toBeVisible();
  await expect(log.getByText('Hi Ana, I can see your deposit.', { exact: false })).toBeVisible();
});

test('a visitor without an account can chat from the browser', async ({ page, request }) => {
  await openPastGate(page, '/my/service');
  const text = `Visitor question about sign in ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  const log = page.getByRole('log', { name: 'Conversation' });
  await expect(log.getByText(text)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Attach an image' })).toHaveCount(0);
  const operator = await asOperator(request, 'support');
  const visitors = (await operator(calls.adminChatList, { state: 'open' })).d.filter(
    (c) => c.uid === null,
  );
  const threads = await Promise.all(
    visitors.map((c) => operator(calls.adminChatMessages, { id: c.id, after: 0 })),
  );
  expect(threads.some((thread) => thread.some((m) => m.text === text))).toBe(true);
  await page.reload();
  await expect(log.getByText(text)).toBeVisible();
});
