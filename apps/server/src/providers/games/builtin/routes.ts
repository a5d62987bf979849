import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDeps } from '../../../deps.ts';
import { cryptoRandomInt } from './engines/random.ts';
import { GameError, createGameServer } from './game-server.ts';
import type { GameCatalogue, GameServer } from './game-server.ts';
import { BUILTIN_GAMES_API, BUILTIN_GAMES_PREFIX, GAME_SESSION_HEADER } from '@pisoplay/contract';
import { builtinGameFor } from './provider.ts';
import { startJob } from '../../../platform/jobs.ts';

/** How long the crash game's long poll waits for the crash before answering "still flying". */
const CRASH_WAIT_MS = 20_000;
/** How often the retry job sends wins and rollbacks still owed. */
const RETRY_JOB_MS = 10_000;

/**
 * The built-in game provider's server inside ours (docs/builtin-games.md): its game API under
 * /games/builtin/api/ (JSON, the contract's builtin-games.ts), its three game pages, and the job
 * that finishes wins and rollbacks the wallet did not answer. Like an outside provider it knows
 * our catalogue only through what it is handed: each game's name, type and colours.
 */
export async function registerBuiltinGames(
  app: FastifyInstance,
  deps: AppDeps,
  catalogue: GameCatalogue,
): Promise<GameServer> {
  const games = createGameServer({
    db: deps.db,
    clock: deps.clock,
    wallet: deps.games.builtin.wallet,
    catalogue,
    random: cryptoRandomInt,
    log: (detail, message) => app.log.warn(detail, message),
  });
  await app.register(async (scope) => {
    scope.setErrorHandler((error, _request, reply) => {
      if (error instanceof GameError) {
        return reply
          .code(error.status)
          .send({ error: error.code, message: error.message, balance: error.balance });
      }
      const status = (error as { statusCode?: number }).statusCode ?? 500;
      if (status >= 500) app.log.error({ err: error }, 'built-in game API failed');
      return reply.code(status).send({
        error: status < 500 ? 'BAD_REQUEST' : 'SERVER_ERROR',
        message: status < 500 ? String((error as Error).message) : 'Something went wrong',
      });
    });
    scope.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    registerApi(scope, games, catalogue);
  });
  await registerPages(app, deps.config.GAMES_DIST);

  if (deps.config.GAME_JOBS === 'off') return games;
  startJob(app, deps.db, {
    name: 'builtin-game-retry',
    everyMs: RETRY_JOB_MS,
    run: () => games.retryPending(),
  });
  return games;
}

type Body = Record<string, unknown> | undefined;
const handleOf = (headers: Record<string, unknown>) => String(headers[GAME_SESSION_HEADER] ?? '');

function registerApi(app: FastifyInstance, games: GameServer, catalogue: GameCatalogue) {
  app.get<{ Params: { code: string } }>(`${BUILTIN_GAMES_API}games/:code`, async (request) => {
    const game = await catalogue(request.params.code);
    if (!game) throw new GameError('GAME_UNAVAILABLE', 'No such game', 404);
    return {
      code: game.code,
      name: game.name,
      colours: game.colours,
      kind: builtinGameFor(game.gameType),
    };
  });
  app.post<{ Body: Body }>(`${BUILTIN_GAMES_API}session`, async (request) =>
    games.open(request.body?.token, request.body?.game),
  );
  app.get(`${BUILTIN_GAMES_API}history`, async (request) =>
    games.history(handleOf(request.headers)),
  );
  app.post<{ Body: Body }>(`${BUILTIN_GAMES_API}slot/spin`, async (request) =>
    games.spin(handleOf(request.headers), request.body?.bet),
  );
  app.post<{ Body: Body }>(`${BUILTIN_GAMES_API}table/deal`, async (request) =>
    games.deal(handleOf(request.headers), request.body?.side, request.body?.bet),
  );
  app.post<{ Body: Body }>(`${BUILTIN_GAMES_API}crash/bet`, async (request) =>
    games.crashBet(handleOf(request.headers), request.body?.bet),
  );
  app.post<{ Body: Body }>(`${BUILTIN_GAMES_API}crash/cashout`, async (request) =>
    games.cashOut(handleOf(request.headers), request.body?.roundId),
  );
  app.get<{ Params: { id: string }; Querystring: { wait?: string } }>(
    `${BUILTIN_GAMES_API}crash/round/:id`,
    async (request) =>
      games.awaitCrash(
        handleOf(request.headers),
        request.params.id,
        request.query.wait === '1' ? CRASH_WAIT_MS : 0,
      ),
  );
}

/**
 * The game pages (apps/games): /games/builtin/{slot,crash,table}/ and their hashed assets, with
 * the build's brotli and gzip files picked by Accept-Encoding.
 */
async function registerPages(app: FastifyInstance, dist: string) {
  const root = path.resolve(dist);
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, { serve: false, preCompressed: true });
    scope.get(`${BUILTIN_GAMES_PREFIX}*`, (request, reply) => {
      const wanted = (request.params as { '*': string })['*'];
      const file = wanted === '' || wanted.endsWith('/') ? `${wanted}index.html` : wanted;
      if (!isFile(root, file)) return notBuiltOrMissing(reply, root);
      const hashed = file.startsWith('assets/');
      reply.header('vary', 'accept-encoding');
      // A page is checked on every load (it names the current build's assets); assets are hashed.
      if (file.endsWith('.html')) {
        reply.header('cache-control', 'no-cache');
        return reply.sendFile(file, root, { cacheControl: false });
      }
      return reply.sendFile(file, root, {
        maxAge: hashed ? '365d' : '1h',
        immutable: hashed,
      });
    });
  });
}

function notBuiltOrMissing(reply: FastifyReply, root: string) {
  const built = fs.existsSync(root);
  return reply
    .code(built ? 404 : 503)
    .header('cache-control', 'no-store')
    .type('text/plain; charset=utf-8')
    .send(built ? 'No such game file.\n' : 'The games are not built yet. Run `npm run build`.\n');
}

/** Whether `file` (relative) names a regular file inside root, and not outside it. */
function isFile(root: string, file: string): boolean {
  if (file.includes('..') || file.split('/').some((part) => part.startsWith('.'))) return false;
  const full = path.resolve(root, file);
  if (!full.startsWith(root + path.sep)) return false;
  try {
    return fs.statSync(full).isFile();
  } catch {
    return false;
  }
}
