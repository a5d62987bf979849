import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HEADER_TOKEN, operatorCalls, tokenError } from '@pisoplay/contract';
import type { OperatorCaller } from '../../caller.ts';
import type { AppDeps } from '../../deps.ts';
import { limitRequestRate } from '../../http/rate-limit.ts';
import { route } from '../../http/route.ts';
import { headerOf, verifySignedRequest } from '../../http/signed-request.ts';
import { resolveAuthSecret } from '../../platform/auth-secret.ts';
import { rememberSignature } from '../../platform/signatures/used-signatures.ts';
import { countOperators } from './operator-queries.ts';
import { createOperatorService, operatorSessionSecret } from './operator-service.ts';

/** The development operator of the README (never in production). */
export const DEV_OPERATOR = { username: 'admin', password: 'admin1234' } as const;

/** Operator sign-ins a minute per address. */
const LOGINS_PER_MINUTE = 20;

/**
 * Operators: their sign-in, `app.authenticateOperator` for the /admin calls of every module
 * (same signed headers as players, their own sessions), and the audit log.
 */
export async function operatorsModule(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const secret = resolveAuthSecret(deps.config);
  const operators = createOperatorService({ db: deps.db, clock: deps.clock, secret });

  app.authenticateOperator = async (request: FastifyRequest): Promise<OperatorCaller> => {
    const token = headerOf(request, HEADER_TOKEN);
    if (!token || token.length > 128) throw tokenError();
    const operator = await operators.sessionOf(token);
    await verifySignedRequest(request, {
      secret: operatorSessionSecret(secret, operator.sessionId),
      sessionId: `operator:${operator.sessionId}`,
      now: deps.clock.now(),
      remember: (signature, sessionId, keepUntil) =>
        rememberSignature(deps.db, signature, sessionId, keepUntil),
    });
    return { ...operator, ip: request.ip };
  };

  await app.register(async (scope) => {
    await limitRequestRate(scope, deps.config, LOGINS_PER_MINUTE);
    route(scope, operatorCalls.adminLogin, ({ payload, request }) =>
      operators.login(payload, request.ip),
    );
  });
  route(app, operatorCalls.adminAuditList, ({ payload }) =>
    operators.audit(payload.page, payload.page_size),
  );

  const seed =
    deps.config.SEED_DEMO_MEMBER === '1' ||
    (deps.config.SEED_DEMO_MEMBER === 'auto' && deps.config.NODE_ENV === 'development');
  if (seed && (await countOperators(deps.db)) === 0) {
    await operators.saveOperator(DEV_OPERATOR.username, DEV_OPERATOR.password);
    app.log.info(`seeded the development operator '${DEV_OPERATOR.username}'`);
  }
}
