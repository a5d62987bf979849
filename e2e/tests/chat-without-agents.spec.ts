import { expect, test } from '@playwright/test';
import { signedInPlayer } from './auth-support';

// Its own project (playwright.config.ts), run before every other test: the automatic reply comes
// only while no operator is connected, and the back-office tests connect operators to the chat.
test('with no operator connected, the first chat message gets help articles that match it', async ({
  page,
  request,
}) => {
  await signedInPlayer(page, request);
  await page.goto('/my/service');
  await page
    .getByRole('textbox', { name: 'Message' })
    .fill(`My GCash deposit is missing ${Date.now()}`);
  await page.getByRole('button', { name: 'Send' }).click();
  const log = page.getByRole('log', { name: 'Conversation' });
  await expect(log.getByText(/An agent will reply here as soon as one is available/)).toBeVisible();
  await expect(log.getByText(/help articles may answer your question/)).toBeVisible();
});
