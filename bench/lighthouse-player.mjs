// The players' screens' accessibility in both languages (issue 28; part of
// `npm run test:lighthouse`, the last stage of `npm test`): Lighthouse's accessibility category,
// on a phone's screen, of home, a category, login, KYC, the deposit sheet, a game, My and the
// welfare page, each in English and in Filipino. A screen that opens from another (the deposit
// sheet) is audited as Lighthouse's snapshot of the page once it is open, the same audits.
// Exits 1 under MIN_SCORE or on any failing audit. Accessibility does not depend on the
// machine's speed: one run each.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { snapshot } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { demoPlayerStorage } from './lib/demo-player.mjs';
import {
  accessibilityOf,
  accessibilityPasses,
  CHROME_FLAGS,
  CHROME_PATH,
  freePort,
  startApp,
  stopApp,
} from './lib/lighthouse-run.mjs';

const MIN_SCORE = 100;
/** The languages each screen is audited in. */
const LANGUAGES = ['en_US', 'fil_PH'];

/**
 * The screens. `open`: how a player reaches a screen that has no address of its own, by the
 * names a screen reader announces, in each language.
 */
const SCREENS = [
  { name: 'home', path: '/' },
  { name: 'category', path: '/s-game/category/3' },
  { name: 'login', path: '/loginPassword', signedOut: true },
  { name: 'kyc', path: '/s-kyc' },
  {
    name: 'deposit',
    path: '/my',
    open: { role: 'button', name: { en_US: 'Deposit', fil_PH: 'Mag-deposit' } },
    ready: { role: 'dialog' },
  },
  { name: 'game', path: '/s-game-page/pns_jolly_parrot' },
  { name: 'my', path: '/my' },
  { name: 'welfare', path: '/welfare' },
];

/** Waits until the screen has settled: its calls answered and nothing still loading. */
async function settle(page) {
  await page.waitForNetworkIdle({ idleTime: 500, timeout: 20_000 }).catch(() => undefined);
  await page
    .waitForFunction(() => !document.querySelector('[aria-busy="true"], .animate-pulse'), {
      timeout: 10_000,
    })
    .catch(() => undefined);
}

/** One screen in one language: Lighthouse's accessibility score and its failing audits. */
async function auditScreen(browser, base, screen, language, storage) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport({ width: 390, height: 844, deviceScaleFactor: 2, isMobile: true });
    await page.goto(`${base}/health`);
    await page.evaluate(
      ({ local, session }) => {
        for (const [key, value] of Object.entries(local)) localStorage.setItem(key, value);
        for (const [key, value] of Object.entries(session)) sessionStorage.setItem(key, value);
      },
      { local: storage.local, session: screen.signedOut ? {} : storage.session },
    );
    await page.goto(`${base}${screen.path}`, { waitUntil: 'load' });
    await settle(page);
    if (screen.open) {
      const name = screen.open.name[language];
      await page.locator(`::-p-aria([name="${name}"][role="${screen.open.role}"])`).click();
      await page.waitForSelector(`::-p-aria([role="${screen.ready.role}"])`, { timeout: 10_000 });
      await settle(page);
    }
    const result = await snapshot(page, {
      config: { extends: 'lighthouse:default', settings: { onlyCategories: ['accessibility'] } },
      flags: { formFactor: 'mobile', screenEmulation: { disabled: true } },
    });
    return accessibilityOf(result.lhr);
  } finally {
    await context.close();
  }
}

/** Audits each screen in each language; answers the ones under MIN_SCORE. */
export async function checkPlayerScreens({ port }) {
  const base = `http://127.0.0.1:${port}`;
  const browser = await puppeteer.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  const failed = [];
  try {
    for (const language of LANGUAGES) {
      const storage = await demoPlayerStorage(base, { language });
      for (const screen of SCREENS) {
        const where = `${screen.name} (${language})`;
        let result;
        try {
          result = await auditScreen(browser, base, screen, language, storage);
        } catch (error) {
          console.log(`Lighthouse accessibility ${where.padEnd(22)} no result: ${error.message}`);
          failed.push(where);
          continue;
        }
        if (!accessibilityPasses(where, result, MIN_SCORE)) failed.push(where);
      }
    }
  } finally {
    await browser.close();
  }
  return failed;
}

// Run alone: `node bench/lighthouse-player.mjs` (needs `npm run build`).
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pisoplay-lighthouse-'));
  const app = await startApp(spawn, { root, port, dataDir });
  try {
    const failed = await checkPlayerScreens({ port });
    if (failed.length) {
      console.error(
        `Accessibility under ${MIN_SCORE}, or failing an audit, on ${failed.join(', ')}`,
      );
      process.exitCode = 1;
    }
  } finally {
    await stopApp(app);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
