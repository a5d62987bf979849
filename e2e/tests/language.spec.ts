import { expect, test } from '@playwright/test';
import { RG_MESSAGES } from '@pisoplay/contract';
import { contractMessages } from '@pisoplay/contract/i18n/fil_PH';
import { randomPhone, readCode, setKycStatusAsOperator } from './auth-support';
import { idCardPng } from './kyc-support';
import { expectAppDrawsSplashText, openPastGate, screenshot } from './support';

// Issue 28: a player picks Filipino on the login sheet, signs up, and reads the app in it (the
// texts of the app, a KYC failure, home, My, the deposit sheet and what the server writes), then
// goes back to English on My. Every text is found the way a player reads it.

test('a player reads the app in Filipino from the login sheet on, then goes back to English', async ({
  browser,
  baseURL,
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const phone = randomPhone();
  const langHeaders: string[] = [];
  page.on('request', (sent) => {
    const lang = sent.headers()['lang'];
    if (lang) langHeaders.push(lang);
  });

  // The login sheet, in English until the player picks Filipino.
  await openPastGate(page, '/');
  await page.getByRole('link', { name: 'Login' }).click();
  // On a phone the login sheet is a page of its own.
  const sheet = page.getByRole('main');
  await sheet
    .getByRole('group', { name: 'Language' })
    .getByRole('button', { name: 'Filipino' })
    .click();
  await expect(sheet.getByRole('group', { name: 'Wika' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  await screenshot(page, 'fil-login-sheet');

  // Signing up in Filipino.
  await sheet.getByRole('textbox', { name: 'Numero ng telepono' }).fill(phone);
  await sheet
    .getByRole('checkbox', {
      name: 'Nabasa ko at sumasang-ayon ako sa Terms of Use at Privacy Policy',
    })
    .check();
  await sheet.getByRole('button', { name: 'Mag-register / Mag-login' }).click();
  await page.getByRole('textbox', { name: 'Digit 1 ng 6' }).click();
  await page.keyboard.type(await readCode(request, phone), { delay: 30 });

  // A new player goes to KYC; the ID check fails, and the player is told so in Filipino.
  await expect(page.getByRole('heading', { level: 1, name: 'I-verify ang KYC' })).toBeVisible();
  await page.getByRole('button', { name: 'I-verify ngayon', exact: true }).click();
  await page.getByRole('button', { name: 'Simulan na' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Uri ng ID' })).toBeVisible();
  await page.getByRole('radio', { name: 'UMID' }).check();
  await page.getByRole('button', { name: 'Susunod' }).click();
  // The ID-verification service's page (the simulator) is the provider's, in its own language.
  await expect(page).toHaveURL(/\/sim\/ocr\//);
  await page.getByLabel('ID photo').setInputFiles({
    name: 'umid.png',
    mimeType: 'image/png',
    buffer: await idCardPng(page),
  });
  await page.getByRole('checkbox', { name: 'Make this verification fail' }).check();
  await page.getByRole('button', { name: 'Submit ID' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hindi na-verify ang ID' })).toBeVisible(
    { timeout: 12_000 },
  );
  await screenshot(page, 'fil-kyc-failed');

  // Home: the navigation and the lobby in Filipino.
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Pangunahin' });
  await expect(nav.getByRole('link', { name: 'Ako' })).toBeVisible();
  await screenshot(page, 'fil-home');

  // My, with the language switch showing Filipino chosen.
  await nav.getByRole('link', { name: 'Ako' }).click();
  await expect(page).toHaveURL(/\/my$/);
  const languages = page.getByRole('group', { name: 'Wika' });
  await expect(languages.getByRole('button', { name: 'Filipino' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await screenshot(page, 'fil-my');

  // Money waits for KYC: the gate says so in Filipino.
  await page.getByRole('button', { name: 'Mag-deposit' }).first().click();
  const gate = page.getByRole('dialog', {
    name: 'Pakikumpleto ang KYC verification ng account mo',
  });
  await expect(gate).toBeVisible();
  await gate.getByRole('button', { name: 'Isara' }).click();

  // The deposit sheet, once an operator has let the player play (a test account).
  await setKycStatusAsOperator(request, phone, 'test_account');
  await page.reload();
  await page.getByRole('button', { name: 'Mag-deposit' }).first().click();
  const deposit = page.getByRole('dialog', { name: 'Mag-deposit' });
  await expect(deposit.getByRole('textbox', { name: 'Halaga' })).toBeVisible();
  await expect(deposit.getByRole('group', { name: 'Mabilisang halaga' })).toBeVisible();
  await expect(
    deposit.getByText(/^Ang bawat deposit ay mula 100 hanggang [\d,]+ piso\.$/),
  ).toBeVisible();
  await screenshot(page, 'fil-deposit');
  await page.keyboard.press('Escape');
  await expect(deposit).toBeHidden();

  // A page the server writes its opening line into arrives in Filipino (the app's cookie), where
  // the app then draws the same words.
  const filipinoIntro = contractMessages[RG_MESSAGES.intro];
  expect(filipinoIntro).toBeTruthy();
  await expectAppDrawsSplashText({ browser, baseURL, page }, '/responsible-gaming', filipinoIntro!);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  await page.goto('/my');

  // Every call went with the language the player chose, from the first one after the switch.
  expect(langHeaders).toContain('fil_PH');
  expect(langHeaders.at(-1)).toBe('fil_PH');

  // Back to English, on My; a reload keeps it.
  await languages.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('group', { name: 'Language' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.reload();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Deposit' }).first()).toBeVisible();
  await screenshot(page, 'en-my-again');
});

test('the language a player chose is kept on the device, from the first screen on', async ({
  page,
}) => {
  await openPastGate(page, '/');
  await page.goto('/loginPassword');
  await page.getByRole('button', { name: 'Filipino' }).click();
  await expect(page.getByRole('button', { name: 'Mag-login', exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Mag-login', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
});
