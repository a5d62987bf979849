/**
 * The server's own messages a player can read, by where they are written (docs/i18n.md, "On the
 * server"): the refusals of the modules and of http/, and the texts stored for a player to read
 * (a canceled order's reason, the chat's automatic reply). The Filipino table (../fil_PH.ts)
 * translates every template of every source here; the contract's own messages are in its table
 * (packages/contract/src/i18n/sources.ts). Kept beside the test that reads it (i18n.test.ts),
 * the one file that may import from every layer: every `*_MESSAGES` object of the server is in
 * one of the two lists below, and every template of the players' is translated.
 */
import { HTTP_MESSAGES } from '../../../http/errors.ts';
import { RATE_LIMIT_MESSAGES } from '../../../http/rate-limit.ts';
import { SIGNATURE_MESSAGES } from '../../../http/signed-request.ts';
import { CATALOGUE_MESSAGES } from '../../../modules/catalogue/service.ts';
import { CHAT_MESSAGES } from '../../../modules/chat/chat-service.ts';
import { ACCOUNT_MESSAGES } from '../../../modules/finance/accounts/messages.ts';
import { DEPOSIT_MESSAGES } from '../../../modules/finance/deposits/messages.ts';
import { CHANNEL_TIP_MESSAGES, FINANCE_MESSAGES } from '../../../modules/finance/messages.ts';
import { WITHDRAW_MESSAGES } from '../../../modules/finance/withdrawals/messages.ts';
import {
  GATE_MESSAGES,
  KYC_MESSAGES,
  WITHDRAW_UNDER_REVIEW,
} from '../../../modules/kyc/messages.ts';
import { LEDGER_MESSAGES } from '../../../modules/ledger/ledger-service.ts';
import { MESSAGES } from '../../../modules/members/messages.ts';
import { PARTNER_MESSAGES } from '../../../modules/partners/messages.ts';
import { PLAY_MESSAGES } from '../../../modules/play/messages.ts';
import { POINTS_MESSAGES } from '../../../modules/promotions/points/points-service.ts';
import { PROMOTION_MESSAGES } from '../../../modules/promotions/service.ts';
import { FEEDBACK_LIMIT_MESSAGE } from '../../../modules/support/support-service.ts';

/** A message object: strings, and functions whose arguments are the message's values. */
type MessageSource = Readonly<Record<string, unknown>>;

/** A message object without the entries only operators read. */
function without<T extends MessageSource>(source: T, ...operatorOnly: (keyof T)[]): MessageSource {
  return Object.fromEntries(
    Object.entries(source).filter(([name]) => !operatorOnly.includes(name)),
  );
}

/** The names a profile refusal puts in its sentence (members/profile, NAME_FIELDS). */
const NAME_LABELS = ['username', 'nick name'] as const;

/**
 * The player-facing message objects of the server, by `file#NAME` (from apps/server/src). A
 * message whose words change with a value (a plural, a name) has each wording listed.
 */
export const SERVER_MESSAGE_SOURCES: Readonly<Record<string, MessageSource>> = {
  'http/errors.ts#HTTP_MESSAGES': HTTP_MESSAGES,
  'http/rate-limit.ts#RATE_LIMIT_MESSAGES': RATE_LIMIT_MESSAGES,
  'http/signed-request.ts#SIGNATURE_MESSAGES': SIGNATURE_MESSAGES,
  'modules/catalogue/service.ts#CATALOGUE_MESSAGES': CATALOGUE_MESSAGES,
  'modules/chat/chat-service.ts#CHAT_MESSAGES': without(CHAT_MESSAGES, 'closed'),
  'modules/finance/accounts/messages.ts#ACCOUNT_MESSAGES': ACCOUNT_MESSAGES,
  'modules/finance/deposits/messages.ts#DEPOSIT_MESSAGES': without(
    DEPOSIT_MESSAGES,
    'notUnderReview',
    'creditAboveNotified',
  ),
  'modules/finance/messages.ts#FINANCE_MESSAGES': FINANCE_MESSAGES,
  'modules/finance/messages.ts#CHANNEL_TIP_MESSAGES': CHANNEL_TIP_MESSAGES,
  'modules/finance/withdrawals/messages.ts#WITHDRAW_MESSAGES': {
    ...without(WITHDRAW_MESSAGES, 'alreadyReviewed', 'notPaying', 'payoutRunning'),
    payoutRefusedWithoutReason: WITHDRAW_MESSAGES.payoutRefused(undefined),
  },
  'modules/kyc/messages.ts#KYC_MESSAGES': without(
    KYC_MESSAGES,
    'reviewNotPending',
    'rejectReason',
    'unblockNotBlocked',
    'playerUnknown',
  ),
  'modules/kyc/messages.ts#GATE_MESSAGES': GATE_MESSAGES,
  'modules/kyc/messages.ts#WITHDRAW_UNDER_REVIEW': { WITHDRAW_UNDER_REVIEW },
  'modules/ledger/ledger-service.ts#LEDGER_MESSAGES': LEDGER_MESSAGES,
  'modules/members/messages.ts#MESSAGES': {
    ...MESSAGES,
    resendOneSecond: MESSAGES.resendTooEarly(1),
    loginLockedOneMinute: MESSAGES.loginLocked(1),
    ...Object.fromEntries(
      NAME_LABELS.flatMap((label) => [
        [`taken ${label}`, MESSAGES.nameTaken(label)],
        [`too soon ${label}`, (date: string) => MESSAGES.nameTooSoon(label, date)],
      ]),
    ),
  },
  'modules/partners/messages.ts#PARTNER_MESSAGES': PARTNER_MESSAGES,
  'modules/play/messages.ts#PLAY_MESSAGES': PLAY_MESSAGES,
  'modules/promotions/points/points-service.ts#POINTS_MESSAGES': POINTS_MESSAGES,
  'modules/promotions/service.ts#PROMOTION_MESSAGES': PROMOTION_MESSAGES,
  'modules/support/support-service.ts#FEEDBACK_LIMIT_MESSAGE': { FEEDBACK_LIMIT_MESSAGE },
};

/**
 * The message objects only operators read (the back office's refusals, simulators' notes): they
 * stay English.
 */
export const OPERATOR_MESSAGE_SOURCES: readonly string[] = [
  'modules/catalogue/admin-banner-service.ts#BANNER_MESSAGES',
  'modules/members/player-page/player-page-service.ts#PLAYER_PAGE_MESSAGES',
  'modules/operators/approvals/approval-service.ts#APPROVAL_MESSAGES',
  'modules/operators/operator-accounts.ts#ACCOUNT_MESSAGES',
  'modules/operators/operator-service.ts#OPERATOR_MESSAGES',
  'modules/promotions/contest/contest-service.ts#CONTEST_MESSAGES',
  'modules/promotions/loyalty/loyalty-rules-service.ts#LOYALTY_RULE_MESSAGES',
  'modules/promotions/service.ts#PROMOTION_ADMIN_MESSAGES',
  'modules/promotions/vip/vip-service.ts#VIP_MESSAGES',
  'modules/support/admin-content-service.ts#CONTENT_MESSAGES',
  'platform/audit/audit-queries.ts#AUDIT_MESSAGES',
  'providers/id-ocr/simulator.ts#OCR_SIMULATOR_MESSAGES',
];
