// Shared by bench/lighthouse.mjs (five runs, medians) and bench/lighthouse-check.mjs (the
// one-run check in `npm test`): start the app as `npm start` does, audit one page in a fresh
// Chromium with Lighthouse's mobile preset, stop the app.
import path from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { chromiumPath } from '../../scripts/chromium.mjs';
import { freePort, stopProcessGroup, waitForHealth } from './server.mjs';

export const CHROME_PATH = chromiumPath;
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export { freePort };

/** `npm start` (scripts/start.mjs) on the given port and data folder, in its own process group. */
export async function startApp(spawn, { root, port, dataDir }) {
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir };
  env.LOG_LEVEL = 'warn';
  delete env.DATABASE_URL;
  const child = spawn('node', [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  try {
    await waitForHealth(`http://127.0.0.1:${port}`, child, 120_000);
  } catch (error) {
    await stopApp(child);
    throw error;
  }
  return child;
}

/**
 * Asks once for each page and every image its served data names (the server draws catalogue
 * art on first request and builds its cached index and lists): the first audit then measures
 * the page, not the server's first start.
 */
export async function warmUp(base, paths) {
  for (const pagePath of paths) {
    const html = await (await fetch(`${base}${pagePath}`)).text();
    const data = [...html.matchAll(/<script type="application\/json"[^>]*>(.*?)<\/script>/g)];
    const images = new Set(
      data
        .flatMap(([, json]) => [...json.matchAll(/"(?:url|img|logo)":"([^"]+\.svg)"/g)])
        .map(([, image]) => image),
    );
    await Promise.all([...images].map((image) => fetch(new URL(image, `${base}/img/`))));
  }
}

/** Ends the app's whole process group, forcefully if it lingers. */
export const stopApp = stopProcessGroup;

/** Lighthouse's desktop preset (the back office is desktop-first): a 1280x800 screen. */
const DESKTOP = {
  formFactor: 'desktop',
  screenEmulation: {
    mobile: false,
    width: 1280,
    height: 800,
    deviceScaleFactor: 1,
    disabled: false,
  },
};

/** Lighthouse's accessibility score of a report and the ids of its failing audits. */
export function accessibilityOf({ categories, audits }) {
  const failing = Object.values(audits)
    .filter((audit) => audit.score === 0)
    .map((audit) => audit.id);
  return { score: Math.round(categories.accessibility.score * 100), failing };
}

/**
 * Prints one page's accessibility result; answers whether it passes: at least `minScore` and no
 * failing audit (one Lighthouse does not score, such as label-content-name-mismatch, counts too).
 */
export function accessibilityPasses(where, { score, failing }, minScore) {
  const listed = failing.length ? ` (failing: ${failing.join(', ')})` : '';
  console.log(`Lighthouse accessibility ${where.padEnd(22)} ${score}${listed}`);
  return score >= minScore && failing.length === 0;
}

/**
 * One Lighthouse mobile run of `url` in a fresh browser. `storage` ({ session, local }: key ->
 * value) is written on the page's origin first (on /health, which loads none of the app), and
 * kept: Lighthouse then skips its storage reset, the HTTP cache still starts empty.
 * `accessibility`: the accessibility category alone, at a desktop's size (the back office).
 */
export async function auditPage(url, { storage, accessibility = false } = {}) {
  const browser = await puppeteer.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  try {
    const page = await browser.newPage();
    if (storage) {
      await page.goto(new URL('/health', url).href);
      await page.evaluate(({ session, local }) => {
        for (const [key, value] of Object.entries(session)) sessionStorage.setItem(key, value);
        for (const [key, value] of Object.entries(local)) localStorage.setItem(key, value);
      }, storage);
      const client = await page.createCDPSession();
      await client.send('Network.clearBrowserCache');
      await client.detach();
    }
    const result = await lighthouse(
      url,
      {
        output: 'json',
        logLevel: 'error',
        onlyCategories: [accessibility ? 'accessibility' : 'performance'],
        disableStorageReset: Boolean(storage),
        ...(accessibility && DESKTOP),
      },
      undefined,
      page,
    );
    const { categories, audits } = result.lhr;
    if (result.lhr.runtimeError) throw new Error(result.lhr.runtimeError.message);
    if (accessibility) return accessibilityOf(result.lhr);
    return {
      score: Math.round(categories.performance.score * 100),
      fcp: audits['first-contentful-paint'].numericValue,
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      bytes: audits['total-byte-weight'].numericValue,
      // The host's CPU power as Lighthouse measures it: its 4x slowdown stands for a mid-tier
      // phone on a desktop of 1000 or more (below that, it slows a slow machine further).
      benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
    };
  } finally {
    await browser.close();
  }
}
