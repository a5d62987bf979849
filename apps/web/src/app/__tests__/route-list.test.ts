// The browser tests open every route of the app (axe in accessibility.spec.ts, the console check
// in console-quiet.spec.ts) from a list kept beside them, e2e/tests/routes.ts. This check fails
// when a route is added to the app and not to that list. The list is read as text: the apps and
// the browser tests import nothing of each other.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { paths } from '@/shared/config/paths';

// From the repository's root or the app's folder, wherever the tests were started.
const listFile = ['.', '../..']
  .map((up) => path.resolve(process.cwd(), up, 'e2e/tests/routes.ts'))
  .find((file) => existsSync(file))!;
const listed = [...readFileSync(listFile, 'utf8').matchAll(/'(\/[^']*)'/g)].map(
  ([, href]) => href!.split('?')[0]!,
);

/** A route pattern as a test of an address: '/bet-record/:id' matches '/bet-record/1'. */
const matcherOf = (pattern: string) => new RegExp(`^${pattern.replace(/:[A-Za-z]+/g, '[^/]+')}$`);

describe('the browser tests’ route list', () => {
  it('opens every route of the app', () => {
    const patterns = Object.values(paths).map((route) => route.path);
    const missing = patterns.filter((pattern) => {
      const matches = matcherOf(pattern);
      return !listed.some((href) => matches.test(href));
    });
    expect(listed.length).toBeGreaterThan(40);
    expect(missing).toEqual([]);
  });
});
