// The Chromium every browser run uses (the browser tests, Lighthouse, the accessibility audits):
// Debian's headless shell (`apt-get install chromium-headless-shell`) where the machine has it,
// else the full Chromium. The shell is the same engine without the full browser's own pages: the
// full one's headless mode also draws the address bar's popup in a second renderer, busy for
// about 300 ms as a page loads, which on a 2-core machine takes the CPU from the page (about a
// quarter more CPU for the same browser tests).
import fs from 'node:fs';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** CHROME_PATH, then CHROMIUM_PATH, override the choice. */
export const chromiumPath =
  process.env.CHROME_PATH ??
  process.env.CHROMIUM_PATH ??
  (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
