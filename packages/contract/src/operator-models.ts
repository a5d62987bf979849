/** Reply shapes of the back office's own calls: operators, their sign-in, approvals, the player page. */
import type { ApprovalAction, ApprovalState, OperatorRole } from './domain/operators.ts';
import type { KycStatus } from './domain/kyc.ts';
import type { SessionScope } from './domain/rg.ts';
import type { Profile, Session } from './models.ts';
import type { HelpItem, HelpType, NewsItem } from './support-models.ts';
import type { Language } from './i18n/languages.ts';

/** The signed-in operator, as the back office shows and gates its pages. */
export type OperatorProfile = {
  username: string;
  role: OperatorRole;
  totp_enrolled: boolean;
  /** Seconds without a call after which the session ends. */
  idle_timeout_s: number;
};

/**
 * The answer to a password: a session when no second factor is needed (development, before
 * enrolment), else a ticket for the code; 'enrol' carries the new secret to scan first.
 */
export type AdminLoginStep =
  | { step: 'session'; session: Session; operator: OperatorProfile }
  | { step: 'totp'; ticket: string }
  | { step: 'enrol'; ticket: string; totp_secret: string; otpauth_url: string };

export type AdminSignedIn = { session: Session; operator: OperatorProfile };

export type TotpEnrolment = { totp_secret: string; otpauth_url: string };

/** An operator account, as admins manage them. */
export type OperatorAccount = {
  id: number;
  username: string;
  role: OperatorRole;
  phone: string | null;
  disabled: boolean;
  totp_enrolled: boolean;
  created_at: string;
  created_by: string | null;
  /** Their most recent call ('' when never signed in). */
  last_seen_at: string;
};

/** A decision held for a second operator (four eyes). */
export type OperatorApproval = {
  id: number;
  action: ApprovalAction;
  /** What will happen, in words (e.g. 'Credit ₱500.00 to uid 12'). */
  summary: string;
  target_uid: number | null;
  reason: string;
  requested_by: string;
  requested_at: string;
  state: ApprovalState;
  decided_by: string | null;
  decided_at: string | null;
  decision_reason: string | null;
  /** Why running it failed ('failed' only). */
  error: string | null;
  /** What the decision answered (e.g. the voucher codes): in the approver's reply only. */
  result?: unknown;
};

/** A call a second operator must approve answers the held request instead of its result. */
export type Held = { approval: OperatorApproval };

export const isHeld = (reply: unknown): reply is Held =>
  typeof reply === 'object' && reply !== null && 'approval' in reply;

/** A player's signed-in device, as the player page lists them. */
export type AdminMemberSession = {
  id: string;
  created_at: string;
  expires_at: string;
  ip: string;
  device: string;
  /** 'withdraw': a self-excluded player's withdraw-only session (docs/responsible-gaming.md). */
  scope: SessionScope;
};

export type MemberNote = { id: number; operator: string; text: string; created_at: string };

/** The player page's summary. */
export type AdminMemberDetail = {
  profile: Profile;
  kyc_status: KycStatus;
  phone: string;
  created_at: string;
  /** Decimal peso strings. */
  balances: { cash: string; bonus: string; withdrawable: string };
  sessions: AdminMemberSession[];
  notes: MemberNote[];
};

/** A search hit (phone, uid or username). */
export type AdminMemberHit = {
  uid: number;
  username: string;
  phone: string;
  kyc_status: KycStatus;
  created_at: string;
};

/** One movement on a player's ledger accounts, newest first; amounts are signed peso strings. */
export type AdminLedgerMovement = {
  transfer_id: number;
  kind: string;
  account: 'cash' | 'bonus';
  amount: string;
  balance_after: string | null;
  reference: string;
  created_at: string;
};

/** A payment channel with its switch, as operators manage them. */
export type AdminChannel = {
  id: number;
  name: string;
  /** 1 bank, 2 e-wallet. */
  flag: number;
  for_deposit: boolean;
  for_withdraw: boolean;
  enabled: boolean;
  /** Whole pesos. */
  min_amount: number;
  max_amount: number;
};

/**
 * A news item as operators manage it: the stored text (facts as `{{name}}`, not filled in), who
 * saved it last ('' and '' for a seeded item no operator has changed), and its translations.
 */
export type AdminNewsItem = NewsItem & {
  updated_at: string;
  updated_by: string;
  /** Its text in the other languages, by language (none: players of that language read English). */
  translations: AdminNewsTranslation[];
};

/**
 * A news item's text in a language other than English, as stored (docs/i18n.md, "On the
 * server"). `updated_by` and `updated_at` '' for a seeded translation no operator has written:
 * players read that one only while the English item is the seeded one too. One an operator
 * wrote is served whatever happens to the English later; an `updated_at` before the item's
 * says the English changed after it.
 */
export type AdminNewsTranslation = {
  language: Language;
  title: string;
  summary: string;
  content: string;
  updated_at: string;
  updated_by: string;
};

/** A help article as operators manage it (hidden ones too), with the stored text. */
export type AdminHelpItem = HelpItem & { updated_at: string; updated_by: string };

/** A help category's name in a language other than English ('' by and at: seeded). */
export type AdminHelpTypeName = {
  language: Language;
  type_name: string;
  updated_at: string;
  updated_by: string;
};

/** A help category as operators manage it: its English name, and its names in the others. */
export type AdminHelpType = HelpType & { names: AdminHelpTypeName[] };

/** Every help category and every article of every language, published or hidden. */
export type AdminHelpCentre = { types: AdminHelpType[]; items: AdminHelpItem[] };

/** A banner as operators manage it (switched-off ones too; deleted ones are gone). */
export type AdminBanner = {
  id: number;
  brand: string;
  /** 1 home carousel, 2 promotion strip (BANNER_TYPES). */
  type: number;
  /** The generated image, a path on the image host (it changes when the drawn text changes). */
  url: string;
  /** An app path or an https address, or '' for none. */
  link: string;
  back_color: string;
  headline: string;
  subline: string;
  sorting: number;
  /** 1 shown, 0 switched off. */
  state: number;
  updated_at: string;
  updated_name: string;
};
