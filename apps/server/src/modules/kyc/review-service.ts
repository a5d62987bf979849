import { businessError, kycStatusFromNumber, kycStatusNumber } from '@pisoplay/contract';
import type {
  KycRecord,
  KycReviewItem,
  KycStatus,
  KycStatusChange,
  Paged,
  Profile,
} from '@pisoplay/contract';
import type { OperatorCaller } from '../../caller.ts';
import type { Queryable } from '../../db/database.ts';
import { findMember, findMemberByPhone, revokeSessionsOf, toProfile } from '../members/index.ts';
import { recordAudit } from '../../platform/audit/audit-queries.ts';
import { KYC_MESSAGES } from './messages.ts';
import {
  changeKycStatus,
  findKycMember,
  findKycRow,
  reviewQueue,
  saveKycRow,
  statusBefore,
  statusHistory,
} from './kyc-queries.ts';
import type { KycContext, KycService } from './kyc-service.ts';

const n = kycStatusNumber;

/** The operator's side of KYC: the review queue, decisions and player status; all audited. */
export function createReviewService(ctx: KycContext, kyc: KycService) {
  /** `reason`: the operator's, for the audit log (the status history keeps `work`'s own). */
  async function decide(
    operator: OperatorCaller,
    uid: number,
    reason: string,
    work: (
      tx: Queryable,
      status: number,
      now: number,
    ) => Promise<{ to: number; reason: string; detail: Record<string, unknown> }>,
    action: string,
  ) {
    await ctx.db.transaction(async (tx) => {
      const member = await findKycMember(tx, uid, true);
      if (!member) throw businessError(KYC_MESSAGES.playerUnknown);
      const now = ctx.clock.now();
      const { to, reason: historyReason, detail } = await work(tx, member.kyc_status, now);
      await changeKycStatus(tx, {
        uid,
        from: member.kyc_status,
        to,
        actor: `operator:${operator.username}`,
        reason: historyReason,
        now,
      });
      await recordAudit(tx, {
        by: operator,
        action,
        targetUid: uid,
        detail: {
          ...detail,
          from: kycStatusFromNumber(member.kyc_status),
          to: kycStatusFromNumber(to),
        },
        reason,
        now,
      });
    });
    return true as const;
  }

  return {
    async queue(status: KycStatus, page: number, pageSize: number): Promise<Paged<KycReviewItem>> {
      const { rows, total } = await reviewQueue(ctx.db, n(status), page, pageSize);
      const items = await Promise.all(
        rows.map(async (row) => ({
          ...(await kyc.detail(row.uid)),
          username: row.username,
          member_created_at: row.member_created_at.toISOString(),
          submitted_at: row.submitted_at ? row.submitted_at.toISOString() : '',
        })),
      );
      return { d: items, t: total, s: 1 };
    },

    async find(country_code: string, phone: string) {
      const member = await findMemberByPhone(ctx.db, country_code, phone);
      if (!member) throw businessError(KYC_MESSAGES.playerUnknown);
      return {
        uid: member.uid,
        username: member.username,
        kyc_status: kycStatusFromNumber(member.kyc_status),
      };
    },

    async detail(
      uid: number,
    ): Promise<{ kyc: KycRecord; profile: Profile; history: KycStatusChange[] }> {
      const member = await findMember(ctx.db, uid);
      if (!member) throw businessError(KYC_MESSAGES.playerUnknown);
      const history = await statusHistory(ctx.db, uid);
      return {
        kyc: await kyc.detail(uid),
        profile: toProfile(member, ctx.clock.now()),
        history: history.map((h) => ({
          from_status: kycStatusFromNumber(h.from_status),
          to_status: kycStatusFromNumber(h.to_status),
          actor: h.actor,
          reason: h.reason,
          created_at: h.created_at.toISOString(),
        })),
      };
    },

    /**
     * Approve: fully_kyc. Reject: rejected, with the reasons the player will see (`issue_msg`).
     * Either way the operator's own `reason` (internal) goes to the audit log.
     */
    review(
      operator: OperatorCaller,
      input: {
        uid: number;
        decision: 'approve' | 'reject';
        issue_msg?: string;
        issue_fields?: string[];
        reason: string;
      },
    ) {
      return decide(
        operator,
        input.uid,
        input.reason,
        async (tx, status, now) => {
          if (status !== n('under_review')) throw businessError(KYC_MESSAGES.reviewNotPending);
          const approve = input.decision === 'approve';
          const issueMsg = input.issue_msg?.trim() ?? '';
          if (!approve && !issueMsg) throw businessError(KYC_MESSAGES.rejectReason);
          const record = await findKycRow(tx, input.uid);
          await saveKycRow(
            tx,
            input.uid,
            {
              reviewer: operator.username,
              review_times: (record?.review_times ?? 0) + 1,
              issue_msg: approve ? '' : issueMsg,
              issue_fields: approve ? [] : (input.issue_fields ?? []),
              comment: issueMsg,
            },
            now,
          );
          return {
            to: approve ? n('fully_kyc') : n('rejected'),
            reason: approve ? 'KYC approved' : issueMsg,
            detail: {
              decision: input.decision,
              issue_msg: issueMsg,
              issue_fields: input.issue_fields ?? [],
            },
          };
        },
        `kyc.${input.decision}`,
      );
    },

    /** Block (ends every session at once), unblock (back to the status before), test account. */
    setStatus(
      operator: OperatorCaller,
      input: { uid: number; kyc_status: 'block' | 'unblock' | 'test_account'; reason: string },
    ) {
      return decide(
        operator,
        input.uid,
        input.reason,
        async (tx, status, now) => {
          let to: number;
          if (input.kyc_status === 'unblock') {
            if (status !== n('block')) throw businessError(KYC_MESSAGES.unblockNotBlocked);
            to = (await statusBefore(tx, input.uid, n('block'))) ?? n('unset');
          } else {
            to = n(input.kyc_status);
          }
          if (to === n('block')) await revokeSessionsOf(tx, input.uid, 'blocked', now);
          return {
            to,
            reason: input.reason,
            detail: { change: input.kyc_status, reason: input.reason },
          };
        },
        `member.${input.kyc_status}`,
      );
    },
  };
}
