/**
 * The operator's calls (/admin/...): their sign-in, second factor and sessions, the queues, the
 * player page, settings and the audit log; the back office (apps/admin) is built on them. Who may
 * make each is OPERATOR_CALL_ROLES (docs/back-office.md).
 */
import type { BonusGrant } from '../domain/bonus.ts';
import type { AdminPromotion, BoxOdds, BoxRule } from '../domain/promotions.ts';
import type { ContestDayReport } from '../domain/contest.ts';
import type { LoyaltyRules } from '../domain/loyalty.ts';
import type { VipTier } from '../domain/vip.ts';
import type { AdminRgStatus, RestrictedPersonsImport } from '../domain/rg.ts';
import type { KycStatus } from '../domain/kyc.ts';
import { defineCall, payloadsOf } from './define.ts';
import type {
  AdminBanner,
  AdminChannel,
  AdminHelpCentre,
  AdminHelpItem,
  AdminHelpTypeName,
  AdminNewsItem,
  AdminNewsTranslation,
  AdminLedgerMovement,
  AdminLoginStep,
  AdminMemberDetail,
  AdminMemberHit,
  AdminSignedIn,
  Held,
  OperatorAccount,
  OperatorApproval,
  OperatorProfile,
  TotpEnrolment,
} from '../operator-models.ts';
import type {
  AdminBetRecord,
  AdminDepositItem,
  AdminWithdrawItem,
  AuditEntry,
  AuditVerification,
  Game,
  KycRecord,
  KycReviewItem,
  KycStatusChange,
  LedgerCheck,
  Paged,
  Profile,
} from '../models.ts';

const payload = payloadsOf(() => import('./operator.payloads.ts'));

/** The password: a session, or a ticket for the second factor (enrolling it first when new). */
export const adminLogin = defineCall<AdminLoginStep>()({
  method: 'POST',
  path: '/admin/login',
  auth: false,
  payload: payload('adminLogin'),
});
/** The second factor's code for a login ticket: the session (enrols the secret when new). */
export const adminLoginTotp = defineCall<AdminSignedIn>()({
  method: 'POST',
  path: '/admin/login/totp',
  auth: false,
  payload: payload('adminLoginTotp'),
});
export const adminMe = defineCall<OperatorProfile>()({
  method: 'GET',
  path: '/admin/account/me',
  auth: 'operator',
  payload: payload('adminMe'),
});
/** Ends this session, or with `everywhere` every session of the operator. */
export const adminLogout = defineCall<boolean>()({
  method: 'POST',
  path: '/admin/account/logout',
  auth: 'operator',
  payload: payload('adminLogout'),
});
/** A new second-factor secret for a signed-in operator who has none (development). */
export const adminTotpEnrol = defineCall<TotpEnrolment>()({
  method: 'POST',
  path: '/admin/account/totp-enrol',
  auth: 'operator',
  payload: payload('adminTotpEnrol'),
});
/** The first code of the secret being enrolled: from now on every sign-in asks for a code. */
export const adminTotpConfirm = defineCall<OperatorProfile>()({
  method: 'POST',
  path: '/admin/account/totp-confirm',
  auth: 'operator',
  payload: payload('adminTotpConfirm'),
});
export const adminOperatorList = defineCall<OperatorAccount[]>()({
  method: 'GET',
  path: '/admin/operator/list',
  auth: 'operator',
  payload: payload('adminOperatorList'),
});
/**
 * Creates an operator (a password is then required) or changes one: role, phone, disabled, a new
 * password, a reset second factor. Disabling or a new password ends their sessions. Audited.
 */
export const adminOperatorSave = defineCall<OperatorAccount>()({
  method: 'POST',
  path: '/admin/operator/save',
  auth: 'operator',
  payload: payload('adminOperatorSave'),
});
/** Decisions held for a second operator, by state (pending first by default), oldest first. */
export const adminApprovalList = defineCall<Paged<OperatorApproval>>()({
  method: 'GET',
  path: '/admin/approval/list',
  auth: 'operator',
  payload: payload('adminApprovalList'),
});
/**
 * A second operator approves (the decision then runs, as theirs) or rejects a held decision, with
 * a reason. Not the operator who asked; only a role allowed the decision itself.
 */
export const adminApprovalDecide = defineCall<OperatorApproval>()({
  method: 'POST',
  path: '/admin/approval/decide',
  auth: 'operator',
  payload: payload('adminApprovalDecide'),
});
/** Players by phone, uid or username (at most 20). */
export const adminMemberSearch = defineCall<AdminMemberHit[]>()({
  method: 'GET',
  path: '/admin/member/search',
  auth: 'operator',
  payload: payload('adminMemberSearch'),
});
/** The player page: profile, status, balances, signed-in devices and notes. */
export const adminMemberDetail = defineCall<AdminMemberDetail>()({
  method: 'GET',
  path: '/admin/member/detail',
  auth: 'operator',
  payload: payload('adminMemberDetail'),
});
/** A player's ledger movements (cash and bonus), newest first. */
export const adminMemberLedger = defineCall<Paged<AdminLedgerMovement>>()({
  method: 'GET',
  path: '/admin/member/ledger',
  auth: 'operator',
  payload: payload('adminMemberLedger'),
});
/** Ends one of a player's sessions, or all of them when no id is given; audited with a reason. */
export const adminMemberSessionsRevoke = defineCall<{ revoked: number }>()({
  method: 'POST',
  path: '/admin/member/sessions/revoke',
  auth: 'operator',
  payload: payload('adminMemberSessionsRevoke'),
});
/** A note on the player for other operators (kept, never edited). */
export const adminMemberNote = defineCall<AdminMemberDetail['notes'][number]>()({
  method: 'POST',
  path: '/admin/member/note',
  auth: 'operator',
  payload: payload('adminMemberNote'),
});
/** Every payment channel with its switch and limits. */
export const adminChannelList = defineCall<AdminChannel[]>()({
  method: 'GET',
  path: '/admin/channel/list',
  auth: 'operator',
  payload: payload('adminChannelList'),
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
/**
 * Checks the audit log's hash chain from its first row to its last (reads only): the first row
 * whose hash or link does not hold, and the last hash to keep elsewhere (docs/back-office.md).
 */
export const adminAuditVerify = defineCall<AuditVerification>()({
  method: 'GET',
  path: '/admin/audit/verify',
  auth: 'operator',
  payload: payload('adminAuditVerify'),
});

/** Withdrawals by status (default: those waiting for an operator), oldest first. */
export const adminWithdrawList = defineCall<Paged<AdminWithdrawItem>>()({
  method: 'GET',
  path: '/admin/withdraw/list',
  auth: 'operator',
  payload: payload('adminWithdrawList'),
});
export const adminWithdrawReview = defineCall<AdminWithdrawItem | Held>()({
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
export const adminChannelUpdate = defineCall<boolean | Held>()({
  method: 'POST',
  path: '/admin/channel/update',
  auth: 'operator',
  payload: payload('adminChannelUpdate'),
});
/** Creates `count` voucher codes worth `amount` pesos each; the reply lists them. */
export const adminVoucherCreate = defineCall<{ codes: string[] } | Held>()({
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
export const adminLedgerAdjust = defineCall<{ transfer_id: number; balance: string } | Held>()({
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
export const adminBonusGrant = defineCall<BonusGrant | Held>()({
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
/** What daily wins, invitations and points pay now, and what the points shop sells. */
export const adminLoyaltyRules = defineCall<LoyaltyRules>()({
  method: 'GET',
  path: '/admin/promo/loyalty',
  auth: 'operator',
  payload: payload('adminLoyaltyRules'),
});
/** Sets what each day of the check-in cycle pays, from the next claim; audited. */
export const adminCheckinRewardsSave = defineCall<LoyaltyRules>()({
  method: 'POST',
  path: '/admin/promo/checkin-rewards',
  auth: 'operator',
  payload: payload('adminCheckinRewardsSave'),
});
/**
 * Sets the invitation reward, the invitee's minimum first deposit and the rewards per inviter a
 * day; they apply to invitees settled from then on (rewards paid stay paid). Audited.
 */
export const adminInviteRulesSave = defineCall<LoyaltyRules>()({
  method: 'POST',
  path: '/admin/promo/invite-rules',
  auth: 'operator',
  payload: payload('adminInviteRulesSave'),
});
/** Sets the points per ₱100 staked of the game types sent, from the next bet; audited. */
export const adminPointsRatesSave = defineCall<LoyaltyRules>()({
  method: 'POST',
  path: '/admin/promo/points-rates',
  auth: 'operator',
  payload: payload('adminPointsRatesSave'),
});
/**
 * Adds a points shop item (a bonus or a voucher of `pesos`), or changes its price or switches it
 * on or off; exchanges already made keep what they cost. Audited.
 */
export const adminShopItemSave = defineCall<LoyaltyRules>()({
  method: 'POST',
  path: '/admin/promo/shop-item',
  auth: 'operator',
  payload: payload('adminShopItemSave'),
});
/** Every promotion of the players' list (welfare, banners), ended and scheduled ones too. */
export const adminPromoList = defineCall<AdminPromotion[]>()({
  method: 'GET',
  path: '/admin/promo/list',
  auth: 'operator',
  payload: payload('adminPromoList'),
});
/**
 * Changes a promotion's title, colour, order and period; players' lists follow at once. Its link
 * and picture are the feature's. Audited.
 */
export const adminPromoSave = defineCall<AdminPromotion[]>()({
  method: 'POST',
  path: '/admin/promo/save',
  auth: 'operator',
  payload: payload('adminPromoSave'),
});
/**
 * Writes a promotion's title in a language other than English, for its English title as it
 * stands; players of that language read it until the English title changes. Audited.
 */
export const adminPromoTranslationSave = defineCall<AdminPromotion[]>()({
  method: 'POST',
  path: '/admin/promo/translation',
  auth: 'operator',
  payload: payload('adminPromoTranslationSave'),
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
/**
 * Every game, offline ones too (the players' lists show online games only), by type then the
 * lobby's order; `q` filters by name or code.
 */
export const adminGameList = defineCall<Paged<Game>>()({
  method: 'GET',
  path: '/admin/game/list',
  auth: 'operator',
  payload: payload('adminGameList'),
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

// News, help articles and home banners (docs/back-office.md, "News, help and banners"). Every
// save and delete is audited with a reason; HTML is cleaned on save.

/** Every news item (stored text, facts not filled in), newest first, paged. */
export const adminNewsList = defineCall<Paged<AdminNewsItem>>()({
  method: 'GET',
  path: '/admin/news/list',
  auth: 'operator',
  payload: payload('adminNewsList'),
});
/** Creates (no `id`) or changes a news item; the content's HTML is cleaned on save. */
export const adminNewsSave = defineCall<AdminNewsItem>()({
  method: 'POST',
  path: '/admin/news/save',
  auth: 'operator',
  payload: payload('adminNewsSave'),
});
/** Takes a news item off the players' list for good. */
export const adminNewsDelete = defineCall<boolean>()({
  method: 'POST',
  path: '/admin/news/delete',
  auth: 'operator',
  payload: payload('adminNewsDelete'),
});
/**
 * Writes or rewrites a news item's text in another language (its HTML cleaned as the English
 * is): players whose `lang` is that language read it from then on, even after the English
 * changes (docs/i18n.md, "On the server").
 */
export const adminNewsTranslationSave = defineCall<AdminNewsTranslation>()({
  method: 'POST',
  path: '/admin/news/translation',
  auth: 'operator',
  payload: payload('adminNewsTranslationSave'),
});
/** The help categories (each with its names in the other languages) and every article. */
export const adminHelpList = defineCall<AdminHelpCentre>()({
  method: 'GET',
  path: '/admin/help/list',
  auth: 'operator',
  payload: payload('adminHelpList'),
});
/** Creates (no `id`) or changes a help article; the content's HTML is cleaned on save. */
export const adminHelpSave = defineCall<AdminHelpItem>()({
  method: 'POST',
  path: '/admin/help/save',
  auth: 'operator',
  payload: payload('adminHelpSave'),
});
/** Names a help category in another language: the players' help centre in it shows the name. */
export const adminHelpTypeNameSave = defineCall<AdminHelpTypeName>()({
  method: 'POST',
  path: '/admin/help/type-name',
  auth: 'operator',
  payload: payload('adminHelpTypeNameSave'),
});
/** The banners of a brand (or of every brand), switched-off ones too, in their order. */
export const adminBannerList = defineCall<AdminBanner[]>()({
  method: 'GET',
  path: '/admin/banner/list',
  auth: 'operator',
  payload: payload('adminBannerList'),
});
/** Creates (no `id`) or changes a banner; the players' home shows it at once. */
export const adminBannerSave = defineCall<AdminBanner>()({
  method: 'POST',
  path: '/admin/banner/save',
  auth: 'operator',
  payload: payload('adminBannerSave'),
});
/** Deletes a banner (kept in the table, marked deleted); the players' home drops it at once. */
export const adminBannerDelete = defineCall<boolean>()({
  method: 'POST',
  path: '/admin/banner/delete',
  auth: 'operator',
  payload: payload('adminBannerDelete'),
});
