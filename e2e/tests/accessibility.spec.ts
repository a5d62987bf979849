import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { setKycStatusAsOperator, signInByApi, signedInPlayer, startSignedIn } from './auth-support';
import { GUARDED_ROUTES, PUBLIC_ROUTES, SIGN_IN_ROUTES, WITHOUT_RECORD_ROUTES } from './routes';
import { openPastGate, screenshot } from './support';

// Issue 28: axe-core over every route of the players' app (spec 2.1), signed out where a route
// is public and signed in where it is guarded, and over the dialogs players meet most. WCAG 2.0,
// 2.1 and 2.2 A/AA; a serious or critical finding fails the test. Routes that need an order or
// a settled round (a bet's detail, an order's status) or a single-use partner token are opened
// in the state a stranger would find them (no such record, no token).

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);

const PUBLIC = [...PUBLIC_ROUTES, ...SIGN_IN_ROUTES, ...WITHOUT_RECORD_ROUTES.signedOut];
// Signed in as a player the operator lets play (a test account), so the screens show themselves
// rather than the KYC gate; the gate and the KYC screen are opened by a new player below.
const GUARDED = [...GUARDED_ROUTES, ...WITHOUT_RECORD_ROUTES.signedIn];

/**
 * Lets a screen settle: its calls answered, nothing still loading, its finite animations at their
 * end (a dialog fading in has text at part of its opacity, which axe measures as too little
 * contrast). Not longer than a second for those: an animation under `content-visibility: auto`
 * off screen does not advance until it comes near.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('status', { name: 'Loading...' })).toHaveCount(0);
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 1000)),
    ]),
  );
}

/** axe's serious and critical findings on the page as it is, one line each, naming `where`. */
async function seriousFindings(page: Page, where: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${where}: ${violation.id} (${violation.impact}) at ${node.target.join(' ')}`,
      ),
    );
}

/** Opens each address in turn and gathers what axe finds on it. */
async function auditRoutes(page: Page, hrefs: readonly string[]): Promise<string[]> {
  const findings: string[] = [];
  for (const href of hrefs) {
    await page.goto(href);
    await settle(page);
    findings.push(...(await seriousFindings(page, href)));
  }
  return findings;
}

/**
 * A list of routes in parts of up to eight, so the workers share them: axe takes 3 to 7 s of
 * CPU on a screen here.
 */
const inParts = (hrefs: readonly string[]): string[][] =>
  Array.from({ length: Math.ceil(hrefs.length / 8) }, (_, index) =>
    hrefs.slice(index * 8, index * 8 + 8),
  );

for (const [index, hrefs] of inParts(PUBLIC).entries()) {
  test(`axe finds nothing serious on the public routes, signed out (part ${index + 1})`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await openPastGate(page, '/');
    expect(await auditRoutes(page, hrefs)).toEqual([]);
  });
}

for (const [index, hrefs] of inParts(GUARDED).entries()) {
  test(`axe finds nothing serious on the guarded routes, signed in (part ${index + 1})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const { phone, session } = await signInByApi(request);
    await setKycStatusAsOperator(request, phone, 'test_account');
    await startSignedIn(page, session);
    expect(await auditRoutes(page, hrefs)).toEqual([]);
  });
}

test('axe finds nothing serious on the terms gate and the login sheet', async ({ page }) => {
  await page.goto('/');
  const gate = page.getByRole('dialog', { name: 'Terms and Eligibility' });
  await expect(gate).toBeVisible();
  await settle(page);
  const findings = await seriousFindings(page, 'terms gate');
  await gate.getByRole('checkbox', { name: 'I agree' }).check();
  await gate.getByRole('button', { name: 'Proceed' }).click();
  await expect(gate).toBeHidden();

  await page.getByRole('link', { name: 'Login' }).click();
  await expect(page.getByRole('textbox', { name: 'Phone number' })).toBeVisible();
  await settle(page);
  findings.push(...(await seriousFindings(page, 'login sheet')));
  await screenshot(page, 'a11y-login-sheet');
  await page.getByRole('button', { name: 'Login With Password' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  await settle(page);
  findings.push(...(await seriousFindings(page, 'login sheet, password')));
  expect(findings).toEqual([]);
});

test('axe finds nothing serious on the deposit sheet', async ({ page, request }) => {
  const { phone, session } = await signInByApi(request);
  await setKycStatusAsOperator(request, phone, 'test_account');
  await startSignedIn(page, session);
  await page.goto('/');
  await page.getByRole('button', { name: 'Deposit' }).click();
  const sheet = page.getByRole('dialog', { name: 'Deposit' });
  await sheet.getByRole('radio', { name: 'GCash' }).click();
  await settle(page);
  await screenshot(page, 'a11y-deposit-sheet');
  expect(await seriousFindings(page, 'deposit sheet')).toEqual([]);
});

test('axe finds nothing serious on KYC and the KYC gate of a new player', async ({
  page,
  request,
}) => {
  await signedInPlayer(page, request);
  await page.goto('/s-kyc');
  await settle(page);
  const findings = await seriousFindings(page, '/s-kyc');
  // A new player who has not verified meets the KYC gate when they try to deposit (spec 4.3).
  await page.goto('/');
  await page.getByRole('button', { name: 'Deposit' }).click();
  await expect(page.getByRole('dialog').last()).toBeVisible();
  await settle(page);
  findings.push(...(await seriousFindings(page, 'KYC gate')));
  expect(findings).toEqual([]);
});
