import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { calls, operatorCalls } from '@pisoplay/contract';
import { asOperator, signInByApi, signUp, signedCaller, startSignedIn } from './auth-support';
import { screenshot } from './support';

/** A photo-like PNG (a gradient with text, not blank, 800x500) drawn by the browser. */
export async function idCardPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 800;
    canvas.height = 500;
    const context = canvas.getContext('2d')!;
    const gradient = context.createLinearGradient(0, 0, 800, 500);
    gradient.addColorStop(0, '#1d4ed8');
    gradient.addColorStop(1, '#f59e0b');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 800, 500);
    context.fillStyle = '#fff';
    context.font = 'bold 40px sans-serif';
    context.fillText('REPUBLIC OF THE PHILIPPINES', 40, 80);
    context.fillText('DELA CRUZ, JUAN', 40, 250);
    context.fillText('1990-05-17', 40, 320);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/**
 * A new player signs up and goes through every stage of /s-kyc (spec 2.7) with the fake camera
 * and the ID-OCR simulator, to 'Submit successfully' and an account row 'Under Review'.
 */
export async function submitKyc(page: Page, request: APIRequestContext) {
  const started = Date.now();
  const phone = await signUp(page, request);
  await completeKycScreens(page);
  const seconds = (Date.now() - started) / 1000;

  // The account row shows the new status and is no longer tappable.
  await page.goto('/s-account');
  await expect(page.getByText('Under Review')).toBeVisible();

  return { phone, seconds };
}

/**
 * From a first-timer's KYC entry, every stage of /s-kyc to 'Submit successfully' and the
 * automatic return home (where a withdraw-only session lands instead: `landing`).
 */
export async function completeKycScreens(page: Page, landing: RegExp = /\/$/): Promise<void> {
  // Entry: the 72-hour countdown and the way in.
  await expect(page.getByRole('heading', { level: 1, name: 'KYC Verify' })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^7[12]:\d\d:\d\d$/);
  await screenshot(page, 'kyc-entry');
  await page.getByRole('button', { name: 'Verify Now', exact: true }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Verify Process' })).toBeVisible();
  await page.getByRole('button', { name: 'Start Now' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'ID Type' })).toBeVisible();
  const next = page.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();
  await page.getByRole('radio', { name: 'UMID' }).check();
  await next.click();

  // The server's ID-OCR simulator page.
  await expect(page).toHaveURL(/\/sim\/ocr\//);
  const photo = await idCardPng(page);
  await page.getByLabel('ID photo').setInputFiles({
    name: 'umid.png',
    mimeType: 'image/png',
    buffer: photo,
  });
  await expect(
    page.getByRole('checkbox', { name: 'Make this verification fail' }),
  ).not.toBeChecked();
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit ID' }).click();

  // Back on KYC at the result step named in the callback.
  await expect(page).toHaveURL(/\/s-kyc\?stage=ocr-result&.*payload=.*success=true/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'ID Verification successful' }),
  ).toBeVisible({ timeout: 12_000 });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/s-kyc$/);

  await page.getByRole('button', { name: 'OK, I’m ready' }).click();
  // Chromium's fake camera stands in for the front camera.
  await expect(page.getByRole('button', { name: 'Take photo' })).toBeVisible();
  await page.getByRole('button', { name: 'Take photo' }).click();
  await expect(page.getByRole('img', { name: 'Your selfie' })).toBeVisible();
  await page.getByRole('button', { name: 'Upload' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your selfie' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();

  // The complete form: OCR filled the ID type and the front photo; the rest is the player's.
  await expect(page.getByRole('heading', { level: 1, name: 'Complete Information' })).toBeVisible();
  await expect(page.getByLabel('ID type')).toHaveValue('UMID');
  await expect(page.getByLabel('Nationality')).toHaveValue('Philippines');
  await expect(page.getByRole('button', { name: 'Change photo' }).first()).toBeVisible();
  await screenshot(page, 'kyc-complete-form');
  await expect(page.getByLabel('Nearest branch').locator('option:checked')).toHaveText(/Pasay/);
  await page.getByLabel('First name').fill('Juan');
  await page.getByLabel('Last name').fill('Dela Cruz');
  await page.getByLabel('Date of birth').fill('1990-05-17');
  await page.getByLabel('Gender').selectOption('male');
  await page.getByLabel('Place of birth').fill('Cebu City');
  await page.getByLabel('Current address').fill('12 Rizal St., Ermita, Manila');
  await page.getByLabel('Permanent address').fill('12 Rizal St., Ermita, Manila');
  await page.getByLabel('Occupation').selectOption('Student');
  await page.getByLabel('Main source of funds').selectOption('Personal Savings');
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page.getByText('Submit successfully')).toBeVisible();
  await expect(
    page.getByText(
      'Thank you for verifying with us, please kindly wait up to 24 hours for us to process your request.',
    ),
  ).toBeVisible();
  await expect(page.getByText(/Automatically go to the home page at [1-5]s/)).toBeVisible();
  // The countdown is 5 s of timer ticks; a busy machine delays ticks, not the redirect.
  await expect(page).toHaveURL(landing, { timeout: 15_000 });
}

/**
 * A player whose KYC an operator has approved, in the names Juan Dela Cruz, made through the API
 * for tests whose subject comes after KYC (its screens are tested in kyc.spec.ts): the uploads
 * and the complete form the KYC screens send, then the operator's approval. Starts the tab
 * signed in (the page has not navigated yet); returns the player's uid.
 */
export async function approvedKycPlayer(page: Page, request: APIRequestContext): Promise<number> {
  return (await approvedKycPlayerWithPhone(page, request)).uid;
}

/** The same player as approvedKycPlayer, with the phone they sign in with. */
export async function approvedKycPlayerWithPhone(
  page: Page,
  request: APIRequestContext,
): Promise<{ uid: number; phone: string }> {
  const { phone, session } = await submittedKycPlayer(page, request);
  const operator = await asOperator(request, 'compliance');
  const { uid } = await operator(operatorCalls.adminMemberFind, { country_code: '63', phone });
  await operator(operatorCalls.adminKycReview, {
    uid,
    decision: 'approve',
    reason: 'ID and selfie match',
  });
  await startSignedIn(page, session);
  return { uid, phone };
}

/**
 * A player whose KYC (Juan Dela Cruz, a UMID) waits for an operator's review: the uploads and the
 * complete form the KYC screens send, made through the API. The page only draws the ID photo.
 */
export async function submittedKycPlayer(page: Page, request: APIRequestContext) {
  const { phone, session } = await signInByApi(request);
  const player = signedCaller<(typeof calls)[keyof typeof calls]>(request, session);
  const photo = new Blob([new Uint8Array(await idCardPng(page))], { type: 'image/png' });
  const upload = async () => {
    const form = new FormData();
    form.append('file', photo, 'umid.png');
    return (await player(calls.ossUpload, form)).object_key;
  };
  const [branch] = await player(calls.kycShops, {});
  await player(calls.kycInsert, {
    id_type: 'UMID',
    id_photo: await upload(),
    selfie_with_id_photo: await upload(),
    first_name: 'Juan',
    last_name: 'Dela Cruz',
    birthday: '1990-05-17',
    gender: 'male',
    nationality: 'Philippines',
    place_of_birth: 'Cebu City',
    current_address: '12 Rizal St., Ermita, Manila',
    permanent_address: '12 Rizal St., Ermita, Manila',
    nearest_branch: String(branch!.id),
    occupation: 'Student',
    source_of_income: 'Personal Savings',
  });
  return { phone, session };
}
