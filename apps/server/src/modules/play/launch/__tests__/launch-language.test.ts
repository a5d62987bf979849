import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { calls } from '@pisoplay/contract';
import { signedCall, testApp } from '../../../../test/harness.ts';
import { kycPlayer } from '../../../finance/__tests__/withdraw-fixtures.ts';
import { GAME_SECRET, launchableGame } from '../../__tests__/play-fixtures.ts';

let app: FastifyInstance;
let game: { id: number; code: string };

beforeAll(async () => {
  app = await testApp({ GAME_BUILTIN_SECRET: GAME_SECRET });
  game = await launchableGame();
});
afterAll(() => app.close());

/** The `lang` of the address a launch answers, for a request sent with `header`. */
async function launchedLang(header: string): Promise<string | null> {
  const { session } = await kycPlayer(app);
  const launched = await signedCall(
    app,
    session,
    calls.gameLaunch,
    { code: game.code },
    { headers: { lang: header } },
  );
  if (!launched.body.status) throw new Error(String(launched.body.data));
  return new URL(launched.body.data, 'http://x').searchParams.get('lang');
}

// The built-in games read the address's `lang` to speak the player's language
// (apps/games/src/shared/language.ts).
describe('the launch address', () => {
  it('carries the language of the lang header', async () => {
    expect(await launchedLang('en_US')).toBe('en_US');
  });

  // Filipino's language code has three letters.
  it('carries Filipino when the player reads Filipino', async () => {
    expect(await launchedLang('fil_PH')).toBe('fil_PH');
  });

  it('carries English for a lang header that is no language tag', async () => {
    expect(await launchedLang('tagalog please')).toBe('en_US');
  });
});
