/**
 * The operator's calls (/admin/...): their own sign-in and sessions, the KYC review, player
 * status and the audit log. A web back office on these calls comes later (docs/operators.md).
 */
import type { BonusGrant } from '../domain/bonus.ts';
import type { BoxOdds, BoxRule } from '../domain/promotions.ts';
import type { ContestDayReport } from '../domain/contest.ts';
import type { VipTier } from '../domain/vip.ts';
import type { AdminRgStatus, RestrictedPersonsImport } from '../domain/rg.ts';
import type { KycStatus } from '../domain/kyc.ts';
import { defineCall, payloadsOf } from './define.ts';
import type {
  AdminBetRecord,
  AdminDepositItem,
  AdminWithdrawItem,
  AuditEntry,
  Game,
  KycRecord,
  KycReviewItem,
  KycStatusChange,
  LedgerCheck,
  Paged,
  Profile,
  Session,
} from '../models.ts';

const payload = payloadsOf(() => import('./operator.payloads.ts'));

export const adminLogin = defineCall<Session>()({
  method: 'POST',
  path: '/admin/login',
  auth: false,
  payload: payload('adminLogin'),
});
/** The review queue, oldest submission first; `status` filters by KYC status (default under_review). */
export const adminKycList = defineCall<Paged<KycReviewItem>>()({
  method: 'GET',
  path: '/admin/kyc/list',
  auth: 'operator',
  payload: payload('adminKycList'),
});
export const adminKycDetail = defineCall<{
  kyc: KycRecord;
  profile: Profile;
  history: KycStatusChange[];
}>()({
  method: 'GET',
  path: '/admin/kyc/detail',
  auth: 'operator',
  payload: payload('adminKycDetail'),
});
export const adminKycReview = defineCall<boolean>()({
  method: 'POST',
  path: '/admin/kyc/review',
  auth: 'operator',
  payload: payload('adminKycReview'),
});
export const adminMemberStatus = defineCall<boolean>()({
  method: 'POST',
  path: '/admin/member/status',
  auth: 'operator',
  payload: payload('adminMemberStatus'),
});
/** Finds a player by phone number (what a player tells customer service). */
export const adminMemberFind = defineCall<{
  uid: number;
  username: string;
  kyc_status: KycStatus;
}>()({
  method: 'GET',
  path: '/admin/member/find',
  auth: 'operator',
  payload: payload('adminMemberFind'),
});
export const adminAuditList = defineCall<Paged<AuditEntry>>()({
  method: 'GET',
  path: '/admin/audit/list',
  auth: 'operator',
  payload: payload('adminAuditList'),
});

/** Withdrawals by status (default: those waiting for an operator), oldest first. */
export const adminWithdrawList = defineCall<Paged<AdminWithdrawItem>>()({
  method: 'GET',
  path: '/admin/withdraw/list',
  auth: 'operator',
  payload: payload('adminWithdrawList'),
});
export const adminWithdrawReview = defineCall<AdminWithdrawItem>()({
  method: 'POST',
  path: '/admin/withdraw/review',
  auth: 'operator',
  payload: payload('adminWithdrawReview'),
});
/**
 * Settles a withdrawal left paying with no definite answer from the gateway, on the operator's
 * evidence: 'paid' completes it (the hold is paid out), 'not_paid' cancels it (the hold returns
 * to the player). Refused while a payout pass is working on the order. Audited with the evidence.
 */
export const adminWithdrawSettle = defineCall<AdminWithdrawItem>()({
  method: 'POST',
  path: '/admin/withdraw/settle',
  auth: 'operator',
  payload: payload('adminWithdrawSettle'),
});
/** Deposit orders in one status (default under_review: paid, but not the amount ordered). */
export const adminDepositList = defineCall<Paged<AdminDepositItem>>()({
  method: 'GET',
  path: '/admin/deposit/list',
  auth: 'operator',
  payload: payload('adminDepositList'),
});
/**
 * Settles a deposit under review on the operator's evidence: 'credit' credits `amount` (at most
 * what the gateway said was paid) once; 'refunded' closes it with nothing credited (the money
 * went back through the gateway). Audited with the evidence.
 */
export const adminDepositSettle = defineCall<AdminDepositItem>()({
  method: 'POST',
  path: '/admin/deposit/settle',
  auth: 'operator',
  payload: payload('adminDepositSettle'),
});
/** Whole pesos, 1 to 999,999,999 (the amount fields' 9 digits). */
export const adminChannelUpdate = defineCall<boolean>()({
  method: 'POST',
  path: '/admin/channel/update',
  auth: 'operator',
  payload: payload('adminChannelUpdate'),
});
/** Creates `count` voucher codes worth `amount` pesos each; the reply lists them. */
export const adminVoucherCreate = defineCall<{ codes: string[] }>()({
  method: 'POST',
  path: '/admin/voucher/create',
  auth: 'operator',
  payload: payload('adminVoucherCreate'),
});
/**
 * A correction: moves `amount` (a signed decimal string in pesos, e.g. '-25.50') into or out of
 * the player's cash, as a new transfer against the adjustments account. `idempotency_key` is the
 * operator's: a retry with it answers the same transfer; the key with other details is refused.
 */
export const adminLedgerAdjust = defineCall<{ transfer_id: number; balance: string }>()({
  method: 'POST',
  path: '/admin/ledger/adjust',
  auth: 'operator',
  payload: payload('adminLedgerAdjust'),
});
/**
 * Proves the ledger as it stands, while the server runs: every balance sums to zero, each stored
 * balance equals the sum of its transfers, no player is below zero, pending withdrawals match
 * their holds (docs/wallet.md, "Proof"). Reads only.
 */
export const adminLedgerCheck = defineCall<LedgerCheck>()({
  method: 'GET',
  path: '/admin/ledger/check',
  auth: 'operator',
  payload: payload('adminLedgerCheck'),
});
/**
 * Awards a bonus grant by hand (source 'operator', docs/promotions.md): `amount` pesos into the
 * player's bonus under `terms` (spec 9's defaults for what is not given), audited. The
 * operator's `idempotency_key` is the grant's source reference: a retry answers the same grant.
 */
export const adminBonusGrant = defineCall<BonusGrant>()({
  method: 'POST',
  path: '/admin/bonus/grant',
  auth: 'operator',
  payload: payload('adminBonusGrant'),
});
/** Ends an open grant with a reason: its bonus goes back to the house; audited. */
export const adminBonusForfeit = defineCall<BonusGrant>()({
  method: 'POST',
  path: '/admin/bonus/forfeit',
  auth: 'operator',
  payload: payload('adminBonusForfeit'),
});
/** A player's grants, newest first. */
export const adminBonusList = defineCall<BonusGrant[]>()({
  method: 'GET',
  path: '/admin/bonus/list',
  auth: 'operator',
  payload: payload('adminBonusList'),
});
/** Issues `count` mystery boxes to a player by hand (72000 s each), audited. */
export const adminBoxIssue = defineCall<{ box_ids: number[] }>()({
  method: 'POST',
  path: '/admin/promo/box/issue',
  auth: 'operator',
  payload: payload('adminBoxIssue'),
});
/** The rules that issue mystery boxes. */
export const adminBoxRules = defineCall<BoxRule[]>()({
  method: 'GET',
  path: '/admin/promo/box-rules',
  auth: 'operator',
  payload: payload('adminBoxRules'),
});
/** Changes one box rule (from the next box it would issue), audited. */
export const adminBoxRuleSave = defineCall<BoxRule[]>()({
  method: 'POST',
  path: '/admin/promo/box-rules',
  auth: 'operator',
  payload: payload('adminBoxRuleSave'),
});
/** Replaces the published odds table of the boxes' prizes, audited. */
export const adminBoxOddsSave = defineCall<BoxOdds[]>()({
  method: 'POST',
  path: '/admin/promo/box-odds',
  auth: 'operator',
  payload: payload('adminBoxOddsSave'),
});
/** A closed contest day: every place, its prize, and the grant that paid it or why it was withheld. */
export const adminContestDay = defineCall<ContestDayReport>()({
  method: 'GET',
  path: '/admin/contest/day',
  auth: 'operator',
  payload: payload('adminContestDay'),
});
/** The VIP level table as it stands (docs/vip.md). */
export const adminVipLevels = defineCall<VipTier[]>()({
  method: 'GET',
  path: '/admin/vip/levels',
  auth: 'operator',
  payload: payload('adminVipLevels'),
});
/**
 * Replaces the VIP level table (audited, with a reason): levels numbered 1.. without gaps, XP
 * rising with the level, level 1 at 0 XP. Levels players already reached stay paid.
 */
export const adminVipLevelsSave = defineCall<VipTier[]>()({
  method: 'POST',
  path: '/admin/vip/levels',
  auth: 'operator',
  payload: payload('adminVipLevelsSave'),
});
/**
 * Changes a game's flags and popularity: a maintained or offline game cannot launch; a
 * maintained one shows as such in the lists. Only the fields sent change.
 */
export const adminGameUpdate = defineCall<Game>()({
  method: 'POST',
  path: '/admin/game/update',
  auth: 'operator',
  payload: payload('adminGameUpdate'),
});
/** A player's settled rounds, the latest first. */
export const adminBets = defineCall<Paged<AdminBetRecord>>()({
  method: 'GET',
  path: '/admin/bets',
  auth: 'operator',
  payload: payload('adminBets'),
});
/** A player's responsible-gaming limits, session, restriction and restriction history. */
export const adminMemberRg = defineCall<AdminRgStatus>()({
  method: 'GET',
  path: '/admin/member/rg',
  auth: 'operator',
  payload: payload('adminMemberRg'),
});
/**
 * Sets a player's limit, cooling-off or self-exclusion (audited, with a reason): an operator can
 * only make them stricter (a lower limit, a longer restriction), never looser.
 */
export const adminMemberRgSave = defineCall<AdminRgStatus>()({
  method: 'POST',
  path: '/admin/member/rg',
  auth: 'operator',
  payload: payload('adminMemberRgSave'),
});
/**
 * Adds people to the restricted-persons list (audited): each is checked at sign-up (phone) and at
 * KYC (name and birthday); accounts that already match are blocked at once.
 */
export const adminRestrictedPersonsImport = defineCall<RestrictedPersonsImport>()({
  method: 'POST',
  path: '/admin/rg/restricted-persons',
  auth: 'operator',
  payload: payload('adminRestrictedPersonsImport'),
});
