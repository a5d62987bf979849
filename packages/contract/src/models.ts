/** Shapes of the data the API returns (spec 3). Image paths may be relative to the image host. */
import type { GameTypeCode } from './domain/games.ts';
import type { KycStatus } from './domain/kyc.ts';
import type { CashType, ChannelFlag, DepositStatus, WithdrawStatus } from './domain/money.ts';
import type { BetStatus } from './domain/play.ts';
import { RG_MESSAGES, type WithdrawOnly } from './domain/rg.ts';
import { CONTEST_MESSAGES } from './domain/contest.ts';
import { LOYALTY_MESSAGES } from './domain/loyalty.ts';
import { POINTS_MESSAGES } from './domain/points.ts';
import { VIP_MESSAGES } from './domain/vip.ts';

export type Game = {
  id: number;
  code: string;
  game_id: string;
  game_type: GameTypeCode;
  en_name: string;
  zh_name: string;
  img: string;
  is_hot: 0 | 1;
  is_new: 0 | 1;
  maintained: 0 | 1;
  online: 0 | 1;
  platform_id: number;
  platform_name: string;
  venue_id: number;
  rtp: number;
  sorting: number;
  created_at: string;
  updated_at: string;
  updated_name: string;
  updated_uid: number;
};

export type Platform = {
  id: number;
  venue_id: number;
  name: string;
  logo: string;
  game_types: GameTypeCode[];
  sorting: number;
};

/** A provider as the index navigation lists it for one category. */
export type NavProvider = { id: number; venue_id: number; name: string; logo: string };

export type Banner = {
  id: number;
  type: number;
  tags: string;
  url: string;
  link: string;
  back_color: string;
  state: number;
  is_delete: number;
  created_at: string;
  updated_at: string;
  updated_uid: number;
  updated_name: string;
};

export type MediaLink = { url: string; link_h5: string; name: string };

/** A banner as the home carousel shows it. */
export type HomeBanner = Pick<Banner, 'id' | 'url' | 'link' | 'back_color'>;

/** A game as its tile shows and launches it: what the home rows carry. */
export type GameTile = Pick<
  Game,
  'id' | 'code' | 'en_name' | 'img' | 'is_hot' | 'is_new' | 'maintained' | 'platform_name'
>;

/**
 * Home index: only what the home screen shows. `nav` (every category's providers) and `list`
 * (the game rows shown on home, HOME_SECTIONS) are keyed by category: a game type code ('3') or
 * a section id ('hot', 'new'). `top` holds the carousel banners.
 */
export type HomeIndex = {
  version: string;
  brand: string;
  top: HomeBanner[];
  nav: Record<string, NavProvider[]>;
  list: Record<string, GameTile[]>;
  logo: { url: string };
  bottom: MediaLink[];
  media: MediaLink[];
};

/**
 * The id of the element in which the server writes the brand's home index into every page it
 * serves (JSON in a `<script type="application/json">` data block): the lobby renders its first
 * frame from it instead of waiting for a /member/index round trip (docs/architecture.md).
 */
export const SERVED_HOME_INDEX_ID = 'served-home-index';

/**
 * The English opening line of a page whose first words are the same for every player: the
 * server paints it, in the language of the `lang` cookie (LANGUAGE_COOKIE), into the page it
 * serves, where the app then draws it (index.html's #splash-lead), so the page's largest paint
 * comes before any script.
 */
export const SPLASH_LEADS: Readonly<Record<string, string>> = {
  '/responsible-gaming': RG_MESSAGES.intro,
  '/s-vip': VIP_MESSAGES.xpRule,
  '/points': POINTS_MESSAGES.earnRule,
  '/welfare/betting-rank': CONTEST_MESSAGES.intro,
  '/invite': LOYALTY_MESSAGES.inviteHowItWorks,
};

/** Paged list replies: d items, t total, s status. */
export type Paged<T> = { d: T[]; t: number; s: number };

/**
 * A category page's first page of games, served with the page like the home index: the
 * /member/game/list payload it answers (the app uses it only for that same payload) and the reply.
 */
export const SERVED_GAME_PAGE_ID = 'served-game-page';
export type ServedGamePage = { payload: Record<string, unknown>; reply: Paged<Game> };

export type LegalText = { brand: string; title: string; content: string; updated_at: string };

export type Profile = {
  uid: number;
  username: string;
  nick_name: string;
  email: string;
  email_check_state: number;
  country_code: string;
  phone: string;
  phone_check_state: number;
  avatar: string;
  gender: string;
  referral_code: string;
  tags: string;
  vip: number;
  parent_uid: number;
  parent_name: string;
  tester: number;
  device_number: string;
  state: number;
  note: string;
  created_at: string;
  created_ip: string;
  reg_ip: string;
  reg_device: string;
  reg_device_no: string;
  last_login_ip: string;
  last_login_at: string;
  last_login_device: string;
  updated_at: string;
  has_login_password: boolean;
  has_email: boolean;
  has_phone_number: boolean;
  real_username: string;
  kyc_status: number;
  xp: number;
  withdraw_count: number;
  withdraw_total: string;
  third_deposit: number;
  third_party: string;
  /** When the username was last changed; null if never. */
  username_changed_at: string | null;
  /** When the nick name was last changed; null if never. */
  nick_name_changed_at?: string | null;
  /** Earliest time the username / nick name may change again (90-day rule); null if now. */
  username_change_available_at?: string | null;
  nick_name_change_available_at?: string | null;
  /** Only when the calling session is withdraw-only: until when the player is self-excluded. */
  withdraw_only?: WithdrawOnly;
};

export type OtpSendResult = { id: string; codeLength: number; resendAt: number };

/**
 * Sign-in reply. `token` goes in header `t`; `secret` signs authenticated calls (spec 6 security
 * header) and never travels again. `withdraw_only` is there only on a self-excluded player's
 * withdraw-only session (docs/responsible-gaming.md): the server refuses every call but the
 * withdrawal's, and the session ends at `expires_at`, 30 minutes after sign-in at the latest.
 */
export type Session = {
  token: string;
  secret: string;
  expires_at: string;
  withdraw_only?: WithdrawOnly;
};

/** A shopping-app gift voucher (spec 3): price a decimal string in pesos, link the shop's page. */
export type Voucher = { img: string; link: string; name: string; price: string };

/**
 * The wallet (spec 3): amounts as decimal strings. `wagering_remaining` is the play still needed
 * before all of the balance is withdrawable (bonus wagering and deposit turnover, docs/wallet.md).
 */
export type Wallet = {
  uid: number;
  balance: string;
  withdrawable: string;
  wagering_remaining: string;
};

/** A payment channel (spec 3); `flag` 1 bank, 2 payment instrument. */
export type PaymentChannel = {
  id: number;
  name: string;
  img: string;
  flag: ChannelFlag;
  min_amount: string;
  max_amount: string;
  amount_limit: string[];
  tips: string;
};

/** A withdrawal (finance) account (spec 3); status 1 active, 2 hidden. */
export type FinanceAccount = {
  id: number;
  uid: number;
  account: string;
  channel_name: string;
  currency: string;
  first_name: string;
  middle_name: string;
  last_name: string;
  status: number;
};

/** Deposit and withdraw list items (spec 3). */
export type DepositItem = {
  id: number;
  channel_name: string;
  created_at: string;
  amount: string;
  status: DepositStatus;
};
export type WithdrawItem = Omit<DepositItem, 'status'> & { status: WithdrawStatus };

/** One step an order went through, for the status page's tracker. */
export type OrderStep = { status: DepositStatus | WithdrawStatus; at: string };
export type DepositDetail = DepositItem & {
  channel_img: string;
  steps: OrderStep[];
  /** Why it was canceled or failed; '' otherwise. */
  reason: string;
};
export type WithdrawDetail = Omit<DepositDetail, 'status'> & {
  status: WithdrawStatus;
  account: string;
};

/** A balance movement as the player's transaction list shows it (spec 3, both variants). */
export type TransactionRecord = {
  id: number;
  remark: string;
  created_at: string;
  amount: string;
  after_amount: string;
  cash_type: CashType;
  name: string;
};
export type TransactionType = { cash_type: CashType; name: string };
/** A bonus credited to the player (spec 3 blind box bonus item). */
export type BonusRecord = { id: number; created_at: string; bonus: string; cash_type: CashType };
/** Where the browser goes to pay, and the order it pays. */
export type DepositStart = { pay_url: string; id: number };
/** A withdrawal as the operator's queue lists it. */
export type AdminWithdrawItem = WithdrawItem & {
  uid: number;
  username: string;
  account: string;
  reason: string;
  /** When the payout was first asked of the gateway (null before). */
  payout_started_at: string | null;
  /**
   * When the payout job gave up waiting for a definite answer: the order stays paying, for an
   * operator to reconcile with the gateway and settle (null when not flagged).
   */
  flagged_at: string | null;
};

/** A deposit as the operator's queue lists it: what the gateway said was paid, what was credited. */
export type AdminDepositItem = DepositItem & {
  uid: number;
  username: string;
  reason: string;
  /** The amount the gateway notified ('' unless it differed from the order). */
  notified_amount: string;
  /** The amount credited ('' while nothing is). */
  credited_amount: string;
};

/** KYC photos: object keys of the player's uploads, and short-lived links to show them. */
export type KycAttachments = {
  face: string;
  idPhoto: string;
  idPhotoBack: string;
  selfieWithIDPhotoPath: string;
  faceUrl: string;
  idPhotoUrl: string;
  idPhotoBackUrl: string;
  selfieWithIDPhotoPathUrl: string;
};

/** What the ID-verification provider read from the document (spec 3, `ocr`). */
export type KycOcr = {
  realName: { first: string; middle: string; last: string };
  birthday: string;
  idType: string;
  idNumber: string;
  gender: string;
  attachments: { face: string; idPhoto: string };
  extraDetails: {
    confidence_score: number;
    nationality: string;
    address: string;
    verified: boolean;
  };
};

/** OCR status of the KYC record: 0 none yet, 1 failed, 2 success. */
export type OcrStatus = 0 | 1 | 2;

/** The KYC record (spec 3). A player who never started KYC gets one with status 'unset'. */
export type KycRecord = {
  uid: number;
  created_at: string;
  updated_at: string;
  country_code: string;
  phone: string;
  first_name: string;
  middle_name: string;
  last_name: string;
  id_type: string;
  id_number: string;
  /** YYYY-MM-DD, or '' */
  birthday: string;
  nearest_branch: string;
  shop_id: number;
  gender: string;
  attachments: KycAttachments;
  extra_details: { issuing_authority: string; expiry_date: string };
  place_of_birth: string;
  nationality: string;
  current_address: string;
  permanent_address: string;
  nature_of_work: string;
  source_of_income: string;
  occupation: string;
  tokens: string;
  blacklist_status: number;
  issue: string;
  /** Why the last review rejected it, for the player. */
  issue_msg: string;
  /** The fields the reviewer asks to correct (KYC_ISSUE_FIELDS). */
  issue_fields: string[];
  status: KycStatus;
  comment: string;
  reviewer: string;
  review_times: number;
  ocr_status: OcrStatus;
  version: number;
  ocr: KycOcr | null;
  /** Beyond spec 3: when the 72-hour deadline ends (ISO time), for the countdown. */
  deadline_at: string;
};

/** OCR setup result (spec 3): client_cfg is base64 JSON whose 'content' is itself JSON. */
export type OcrSetup = {
  biz_id: string;
  client_cfg: string;
  redirect_url: string;
  transaction_id: string;
};

/** A branch for the nearest-branch choice (spec 3, Shop). */
export type Shop = { id: number; address: string };

/** A KYC record as the operator's review queue lists it. */
export type KycReviewItem = KycRecord & {
  username: string;
  member_created_at: string;
  submitted_at: string;
};

/** One decision of an operator, as the audit log keeps it. */
export type AuditEntry = {
  id: number;
  operator: string;
  action: string;
  target_uid: number | null;
  detail: Record<string, unknown>;
  /** The operator's address ('' when the decision did not record it). */
  ip: string;
  /** Why the operator decided, when recorded apart from the detail. */
  reason: string | null;
  created_at: string;
};

/**
 * The audit log's hash chain, checked row by row (GET /admin/audit/verify, `npm run
 * audit:verify`; docs/back-office.md, "Audit log").
 */
export type AuditVerification = {
  ok: boolean;
  /** Rows checked: all of them when ok, else up to and including the first broken one. */
  rows: number;
  /** The id of the first row that does not hold, or null. */
  broken_at: number | null;
  /** Why, e.g. 'row 17: hash does not match its content', or null. */
  reason: string | null;
  /** The last row and its hash when ok (null for an empty log or a broken chain). */
  last_id: number | null;
  last_hash: string | null;
  /**
   * The latest anchor the log was checked against (its row must still be there with that hash),
   * or null when none was written yet.
   */
  anchor: AuditAnchor | null;
};

/**
 * The audit log's last row and its hash at a moment, kept in the object storage, outside the
 * database: number `n` of a gapless series (docs/back-office.md, "Anchors").
 */
export type AuditAnchor = { n: number; id: number; hash: string; anchored_at: string };

/** One change of a player's KYC status. */
export type KycStatusChange = {
  from_status: KycStatus;
  to_status: KycStatus;
  actor: string;
  reason: string;
  created_at: string;
};

/** A text the development SMS simulator "sent", as GET /dev/outbox/sms lists it (JSON). */
export type OutboxSms = {
  country_code: string;
  phone: string;
  code: string;
  text: string;
  sent_at: string;
};

/** An email the development email simulator "sent", as GET /dev/outbox/email lists it (JSON). */
export type OutboxEmail = {
  to: string;
  subject: string;
  code: string;
  text: string;
  /** What the email is for: 'password-reset' or 'email-verify'. */
  tag: string;
  sent_at: string;
};

/**
 * One settled round of the bet record (spec 3). Amounts are pesos with two decimals; net_amount
 * is settlement minus bet (negative when the round lost).
 */
export type BetRecord = {
  id: number;
  record_id: string;
  round_id: string;
  game_name: string;
  game_code: string;
  game_type: GameTypeCode;
  brand_name: string;
  currency: 'PHP';
  bet_amount: string;
  settlement_amount: string;
  net_amount: string;
  status: BetStatus;
  settle_time: string;
};

/** A money movement of one round: a bet, a win or a bet's rollback. */
export type RoundMove = {
  /** void: the round was cancelled; resettle: its total win corrected to `amount`. */
  kind: 'bet' | 'win' | 'rollback' | 'void' | 'resettle';
  transaction_id: string;
  amount: string;
  created_at: string;
};

export type BetRecordDetail = BetRecord & { moves: RoundMove[] };

/** A bet record as the operator lists it, with its player. */
export type AdminBetRecord = BetRecord & { uid: number };

/**
 * The ledger's proof (GET /admin/ledger/check, `npm run ledger:check`). Amounts in centavos.
 */
export type LedgerCheck = {
  ok: boolean;
  accounts: number;
  transfers: number;
  /** The sum of every balance: zero in a double-entry ledger. */
  total: number;
  /**
   * Accounts whose stored balance differs from the sum of their transfers (the open system
   * accounts store none: theirs is that sum, and a stored one other than zero is a mismatch).
   */
  mismatched: { id: number; kind: string; uid: number | null; stored: number; summed: number }[];
  /** Players' accounts below zero (the database's check should make this impossible). */
  negative: number;
  /** withdrawals_pending minus the pending holds: zero when every hold is accounted for. */
  holdGap: number;
  /** Each business rule checked against the money, with how many records break it. */
  invariants: { name: LedgerInvariant; broken: number; examples: string[] }[];
};

/**
 * The business rules the reconciliation checks besides the arithmetic (docs/wallet.md, "Proof"):
 * deposits credited once, holds resolved as their withdrawals, rounds' money as their bets and
 * wins, closed rounds recorded, bonus only under an open requirement, withdrawable within cash,
 * the contest's day totals as their rounds, points as their movements.
 */
export type LedgerInvariant =
  | 'depositCredits'
  | 'withdrawalHolds'
  | 'roundMoney'
  | 'closedRounds'
  | 'bonusGrants'
  | 'withdrawable'
  | 'dayStakes'
  | 'points';
