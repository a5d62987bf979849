import type { OperatorRole, SessionScope } from '@pisoplay/contract';

/**
 * Who is calling, once the auth module has checked the token and the signature; `scope`
 * 'withdraw' on a self-excluded player's withdraw-only session (docs/responsible-gaming.md).
 */
export type Caller = { uid: number; sessionId: string; ip: string; scope: SessionScope };

/** An operator calling an /admin call, once the operators module has checked the session. */
export type OperatorCaller = {
  operatorId: number;
  username: string;
  role: OperatorRole;
  sessionId: string;
  ip: string;
};

/**
 * Who an audited decision is by (platform/audit's `recordAudit`): an operator, for whom the
 * `OperatorCaller` fits as is, or the system (`SYSTEM_ACTOR`: no operator id, no address).
 */
export type AuditActor = { operatorId: number | null; username: string; ip: string };
