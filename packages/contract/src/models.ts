/** Shapes of the data the API returns (spec 3). Image paths may be relative to the image host. */
import type { GameTypeCode } from './domain/games.ts';

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

/** Paged list replies: d items, t total, s status. */
export type Paged<T> = { d: T[]; t: number; s: number };

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
};

export type OtpSendResult = { id: string; codeLength: number; resendAt: number };

/**
 * Sign-in reply. `token` goes in header `t`; `secret` signs authenticated calls (spec 6 security
 * header) and never travels again.
 */
export type Session = { token: string; secret: string; expires_at: string };

export type Wallet = { uid: number; balance: string; withdrawable: string };

export type KycRecord = Record<string, unknown> & { uid: number; status: string };

/** A text the development SMS simulator "sent", as GET /dev/outbox/sms lists it (JSON). */
export type OutboxSms = {
  country_code: string;
  phone: string;
  code: string;
  text: string;
  sent_at: string;
};
