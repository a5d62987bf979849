import {
  AppError,
  businessError,
  forbiddenError,
  notFound,
  operatorMayCall,
} from '@pisoplay/contract';
import type {
  ApprovalAction,
  ApprovalState,
  Held,
  OperatorApproval,
  Paged,
} from '@pisoplay/contract';
import type { OperatorCaller } from '../../../caller.ts';
import type { Database } from '../../../db/database.ts';
import type { Clock } from '../../../providers/clock.ts';
import { recordAudit } from '../../../platform/audit/audit-queries.ts';
import {
  findApproval,
  insertApproval,
  listApprovals,
  setApprovalState,
  toApproval,
} from './approval-queries.ts';

export const APPROVAL_MESSAGES = {
  notPending: 'This request has already been decided',
  ownRequest: 'You asked for this: another operator must approve it',
  notAllowed: 'Your role may not approve this request',
  keyReused: 'This request id was already used for a different request',
} as const;

/** How a held decision runs once approved, and which call's roles may approve it. */
export type ApprovalHandler = {
  call: { method: string; path: string };
  /** Runs the decision as the approving operator (who then appears in its audit row). */
  run: (approver: OperatorCaller, input: never) => Promise<unknown>;
};

export type ApprovalRequest = {
  action: ApprovalAction;
  /** The call's idempotency key, when it has one: a retried request is the same approval. */
  requestKey?: string;
  /** The decision's payload, as the handler will get it. */
  input: unknown;
  summary: string;
  targetUid: number | null;
  reason: string;
};

/**
 * Four eyes (docs/back-office.md): a module holds a decision that needs a second operator
 * (`hold`), and registers how it runs (`register`); another operator of a role allowed the
 * decision approves or rejects it, with a reason.
 */
export function createApprovals(ctx: { db: Database; clock: Clock }) {
  const handlers = new Map<ApprovalAction, ApprovalHandler>();

  async function read(id: number): Promise<OperatorApproval> {
    const row = await findApproval(ctx.db, id);
    if (!row) throw notFound('Request not found');
    return toApproval(row);
  }

  return {
    register(action: ApprovalAction, handler: ApprovalHandler): void {
      if (handlers.has(action)) throw new Error(`Approval action ${action} registered twice`);
      handlers.set(action, handler);
    },

    async hold(requester: OperatorCaller, request: ApprovalRequest): Promise<Held> {
      const now = ctx.clock.now();
      const id = await ctx.db.transaction(async (tx) => {
        const saved = await insertApproval(tx, {
          action: request.action,
          requestKey: request.requestKey ?? null,
          input: request.input,
          summary: request.summary,
          targetUid: request.targetUid,
          reason: request.reason,
          requestedBy: requester.operatorId,
          now,
        });
        if (!saved.same) throw businessError(APPROVAL_MESSAGES.keyReused);
        if (saved.created) {
          await recordAudit(tx, {
            by: requester,
            action: 'approval.request',
            targetUid: request.targetUid,
            detail: { approval: saved.id, action: request.action, summary: request.summary },
            reason: request.reason,
            now,
          });
        }
        return saved.id;
      });
      return { approval: await read(id) };
    },

    async list(
      state: ApprovalState,
      page: number,
      pageSize: number,
    ): Promise<Paged<OperatorApproval>> {
      const { rows, total } = await listApprovals(ctx.db, state, page, pageSize);
      return { d: rows, t: total, s: 1 };
    },

    async decide(
      approver: OperatorCaller,
      input: { id: number; decision: 'approve' | 'reject'; reason: string },
    ): Promise<OperatorApproval> {
      const now = ctx.clock.now();
      const claimed = await ctx.db.transaction(async (tx) => {
        const row = await findApproval(tx, input.id, true);
        if (!row) throw notFound('Request not found');
        if (row.state !== 'pending') throw businessError(APPROVAL_MESSAGES.notPending);
        if (row.requested_by === approver.operatorId) {
          throw businessError(APPROVAL_MESSAGES.ownRequest);
        }
        const handler = handlers.get(row.action);
        if (!handler) throw new Error(`No handler for approval action ${row.action}`);
        if (!operatorMayCall(approver.role, handler.call)) {
          throw forbiddenError(APPROVAL_MESSAGES.notAllowed);
        }
        const approve = input.decision === 'approve';
        await setApprovalState(tx, row.id, {
          state: approve ? 'running' : 'rejected',
          decidedBy: approver.operatorId,
          now,
          decisionReason: input.reason,
        });
        await recordAudit(tx, {
          by: approver,
          action: approve ? 'approval.approve' : 'approval.reject',
          targetUid: row.target_uid,
          detail: { approval: row.id, action: row.action, requested_by: row.requested_by_name },
          reason: input.reason,
          now,
        });
        return approve ? { handler, input: row.input as never } : null;
      });
      if (claimed) {
        // Its own transaction, as the approver's: a refusal (the player's balance changed, the
        // order moved on) is kept on the request as its error, and nothing else changes.
        try {
          const result = await claimed.handler.run(approver, claimed.input);
          await setApprovalState(ctx.db, input.id, { state: 'approved' });
          return { ...(await read(input.id)), result };
        } catch (error) {
          const refused = error instanceof AppError && error.code !== 'ERR_SERVER';
          await setApprovalState(ctx.db, input.id, {
            state: 'failed',
            error: refused ? error.message : 'The server failed to run it; see its log',
          });
          if (!refused) throw error;
        }
      }
      return read(input.id);
    },
  };
}

export type Approvals = ReturnType<typeof createApprovals>;
