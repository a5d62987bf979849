import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HEADER_TOKEN, operatorCalls, tokenError } from '@pisoplay/contract';
import type { OperatorCaller } from '../../caller.ts';
import type { AppDeps } from '../../deps.ts';
import { limitRequestRate } from '../../http/rate-limit.ts';
import { route } from '../../http/route.ts';
import { headerOf, verifySignedRequest } from '../../http/signed-request.ts';
import { auditAnchorJob, latestAuditAnchor } from '../../platform/audit/audit-anchors.ts';
import { verifyAuditChain } from '../../platform/audit/audit-chain.ts';
import { resolveAuthSecret } from '../../platform/auth-secret.ts';
import { startJob } from '../../platform/jobs.ts';
import { rememberSignature } from '../../platform/signatures/used-signatures.ts';
import { createApprovals } from './approvals/approval-service.ts';
import { createOperatorAccounts, saveOperator } from './operator-accounts.ts';
import { countOperators } from './operator-queries.ts';
import { createOperatorService, operatorSessionSecret } from './operator-service.ts';

export type { Approvals } from './approvals/approval-service.ts';
export { saveOperator } from './operator-accounts.ts';

/**
 * The development operators of the README (never in production): one of each role, named after
 * it, and a second finance operator for four eyes; each password is the name followed by 1234
 * (admin / admin1234).
 */
export const DEV_OPERATORS = (
  [
    ['admin', 'admin'],
    ['support', 'support'],
    ['compliance', 'compliance'],
    ['finance', 'finance'],
    ['finance2', 'finance'],
    ['risk', 'risk'],
  ] as const
).map(([username, role]) => ({ username, password: `${username}1234`, role }));

/** Operator sign-ins (password and code) a minute per address. */
const LOGINS_PER_MINUTE = 20;

/** Whether every operator must use a second factor (config OPERATOR_TOTP). */
export const totpRequired = (config: AppDeps['config']) =>
  config.OPERATOR_TOTP === 'required' ||
  (config.OPERATOR_TOTP === 'auto' && config.NODE_ENV === 'production');

/**
 * Operators: their sign-in with a second factor, `app.authenticateOperator` for the /admin calls
 * of every module (same signed headers as players, their own sessions, refused to a role not
 * allowed the call), the operator accounts, four eyes (`approvals`) and the audit log.
 */
export async function operatorsModule(app: FastifyInstance, deps: AppDeps) {
  const secret = resolveAuthSecret(deps.config);
  const operators = createOperatorService({
    db: deps.db,
    clock: deps.clock,
    secret,
    totpRequired: totpRequired(deps.config),
  });
  const accounts = createOperatorAccounts(deps);
  const approvals = createApprovals(deps);

  app.authenticateOperator = async (request: FastifyRequest, call): Promise<OperatorCaller> => {
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
    operators.assertMayCall(operator.role, call);
    return { ...operator, ip: request.ip };
  };

  await app.register(async (scope) => {
    await limitRequestRate(scope, deps, LOGINS_PER_MINUTE);
    route(scope, operatorCalls.adminLogin, ({ payload, request }) =>
      operators.login(payload, request.ip),
    );
    route(scope, operatorCalls.adminLoginTotp, ({ payload, request }) =>
      operators.loginTotp(payload, request.ip),
    );
  });
  route(app, operatorCalls.adminMe, ({ caller }) => operators.me(caller));
  route(app, operatorCalls.adminLogout, ({ caller, payload }) =>
    operators.logout(caller, payload.everywhere),
  );
  route(app, operatorCalls.adminTotpEnrol, ({ caller }) => operators.totpEnrol(caller));
  route(app, operatorCalls.adminTotpConfirm, ({ caller, payload }) =>
    operators.totpConfirm(caller, payload.code),
  );
  route(app, operatorCalls.adminOperatorList, () => accounts.list());
  route(app, operatorCalls.adminOperatorSave, ({ caller, payload }) =>
    accounts.save(caller, payload),
  );
  route(app, operatorCalls.adminApprovalList, ({ payload }) =>
    approvals.list(payload.state, payload.page, payload.page_size),
  );
  route(app, operatorCalls.adminApprovalDecide, ({ caller, payload }) =>
    approvals.decide(caller, payload),
  );
  route(app, operatorCalls.adminAuditList, ({ payload }) =>
    operators.audit(payload.page, payload.page_size),
  );
  route(app, operatorCalls.adminAuditVerify, async () =>
    verifyAuditChain(deps.db, { anchor: await latestAuditAnchor(deps.storage) }),
  );
  startJob(app, deps.db, auditAnchorJob(deps.db, deps.storage, deps.clock, app.log));

  const seed =
    deps.config.SEED_DEMO_MEMBER === '1' ||
    (deps.config.SEED_DEMO_MEMBER === 'auto' && deps.config.NODE_ENV === 'development');
  if (seed && (await countOperators(deps.db)) === 0) {
    for (const dev of DEV_OPERATORS) await saveOperator(deps, dev);
    app.log.info(`seeded the development operators ${DEV_OPERATORS.map((o) => o.username)}`);
  }
  return { approvals };
}
