/** Payload schemas of the calls in operator.ts, by call name (see `payloadsOf`). */
import { z } from 'zod';
import { bonusTermsSchema } from '../domain/bonus.ts';
import { BOX_RULE_IDS } from '../domain/promotions.ts';
import { CATEGORY_TITLES } from '../domain/games.ts';
import { CHECKIN_CYCLE_DAYS, LOYALTY_RULE_LIMITS } from '../domain/loyalty.ts';
import { KYC_STATUSES } from '../domain/kyc.ts';
import {
  APPROVAL_STATES,
  OPERATOR_PAGE_SIZE_MAX,
  OPERATOR_ROLES,
  OPERATOR_STATUS_CHANGES,
  REVIEW_DECISIONS,
} from '../domain/operators.ts';
import {
  RG_COOL_OFF_PERIODS,
  RG_EXCLUSION_PERIODS,
  RG_LIMITS,
  rgLimitValueError,
} from '../domain/rg.ts';
import { DEPOSIT_STATUSES, WITHDRAW_STATUSES } from '../domain/money.ts';
import { groupedNumber } from '../domain/wording.ts';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../i18n/languages.ts';
import { id, text, token, wholeNumber } from '../validation/input.ts';
import { KYC_ISSUE_FIELDS } from '../validation/kyc.ts';
import {
  BANNER_TYPES,
  CONTENT_LIMITS,
  HELP_LANGUAGES,
  hexColor,
  htmlContent,
  imageRef,
  optionalLink,
  requiredText,
} from '../validation/content.ts';
import { apiCountryCodeSchema, apiPhoneSchema } from '../validation/phone.ts';
import { empty, page } from './fields.ts';
import { philippineDate } from './rewards.payloads.ts';

const pageSize = wholeNumber(1, OPERATOR_PAGE_SIZE_MAX).default(20);
const operatorPesos = wholeNumber(1, 999_999_999);
export const adminLogin = z.object({
  username: token(40),
  password: text(64).min(1, 'Password is required'),
});
/** A second-factor code: six digits, as authenticator apps show them. */
const totpCode = z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app');
/** Why an operator decides: required, kept in the audit log. */
const reason = text(500).trim().min(1, 'A reason is required');
export const adminLoginTotp = z.object({ ticket: token(64), code: totpCode });
export const adminMe = empty;
export const adminLogout = z.object({ everywhere: z.boolean().default(false) });
export const adminTotpEnrol = empty;
export const adminTotpConfirm = z.object({ code: totpCode });
export const adminOperatorList = empty;
export const adminOperatorSave = z.object({
  username: z
    .string()
    .regex(/^[A-Za-z0-9._-]{3,40}$/, 'A username of 3 to 40 letters, digits, dots, - or _'),
  role: z.enum(OPERATOR_ROLES),
  /** International digits (639171234567), or null for none. */
  phone: z
    .string()
    .regex(/^\d{10,15}$/, 'A phone number in international digits, e.g. 639171234567')
    .nullable()
    .optional(),
  password: text(64).min(10, 'The password must have at least 10 characters').optional(),
  disabled: z.boolean().optional(),
  reset_totp: z.boolean().optional(),
  reason,
});
export const adminApprovalList = z.object({
  state: z.enum(APPROVAL_STATES).default('pending'),
  page,
  page_size: pageSize,
});
export const adminApprovalDecide = z.object({
  id,
  decision: z.enum(REVIEW_DECISIONS),
  reason,
});
export const adminMemberSearch = z.object({
  q: text(40).trim().min(1, 'Enter a phone, uid or username'),
});
export const adminMemberDetail = z.object({ uid: id });
export const adminMemberLedger = z.object({ uid: id, page, page_size: pageSize });
export const adminMemberSessionsRevoke = z.object({
  uid: id,
  session_id: token(64).optional(),
  reason,
});
export const adminMemberNote = z.object({
  uid: id,
  text: text(1000).trim().min(1, 'The note is empty'),
});
export const adminChannelList = empty;
export const adminKycList = z.object({
  status: z.enum(KYC_STATUSES).default('under_review'),
  page,
  page_size: pageSize,
});
export const adminKycDetail = z.object({ uid: id });
export const adminKycReview = z.object({
  uid: id,
  decision: z.enum(REVIEW_DECISIONS),
  /** What the player is told on a rejection (required to reject). */
  issue_msg: text(500).optional(),
  issue_fields: z.array(z.enum(KYC_ISSUE_FIELDS)).max(KYC_ISSUE_FIELDS.length).optional(),
  /** The operator's own reason, approve or reject: internal, kept in the audit log. */
  reason,
});
export const adminMemberStatus = z.object({
  uid: id,
  kyc_status: z.enum(OPERATOR_STATUS_CHANGES),
  reason,
});
export const adminMemberFind = z.object({
  country_code: apiCountryCodeSchema,
  phone: apiPhoneSchema,
});
export const adminAuditList = z.object({ page, page_size: pageSize });
export const adminAuditVerify = empty;
export const adminWithdrawList = z.object({
  status: z.enum(WITHDRAW_STATUSES).default('under_review'),
  page,
  page_size: pageSize,
});
export const adminWithdrawReview = z.object({ id, decision: z.enum(REVIEW_DECISIONS), reason });
/**
 * What an operator settles an order on: a gateway reference, a statement line. It is the
 * decision's reason (the audit row's `reason`).
 */
const evidence = text(500)
  .trim()
  .min(5, 'Evidence is required: the gateway reference or statement line, at least 5 characters');
/** A peso amount with centavos, e.g. 480.50. */
const pesoAmount = z
  .string()
  .regex(/^\d{1,9}(\.\d{1,2})?$/, 'Expected an amount in pesos, e.g. 480.50')
  .refine((v) => Number(v) > 0, 'The amount is zero');
export const adminWithdrawSettle = z.object({
  id,
  outcome: z.enum(['paid', 'not_paid']),
  evidence,
});
export const adminDepositList = z.object({
  status: z.enum(DEPOSIT_STATUSES).default('under_review'),
  page,
  page_size: pageSize,
});
export const adminDepositSettle = z
  .object({
    id,
    outcome: z.enum(['credit', 'refunded']),
    amount: pesoAmount.optional(),
    evidence,
  })
  .refine((v) => v.outcome === 'refunded' || v.amount !== undefined, {
    message: 'The amount received is required to credit',
    path: ['amount'],
  });
export const adminChannelUpdate = z
  .object({
    id,
    enabled: z.boolean(),
    min_amount: operatorPesos,
    max_amount: operatorPesos,
    reason,
  })
  .refine((v) => v.min_amount <= v.max_amount, {
    message: 'The minimum is above the maximum',
    path: ['min_amount'],
  });
export const adminVoucherCreate = z.object({
  amount: wholeNumber(1, 500_000),
  count: wholeNumber(1, 500),
  reason,
});
export const adminLedgerAdjust = z.object({
  uid: id,
  /** The operator's own key for this correction: a retry with it moves the money once. */
  idempotency_key: z
    .string()
    .regex(/^[\w-]{8,64}$/, 'A request key of 8 to 64 letters, digits, - or _ is required'),
  amount: z
    .string()
    .regex(/^-?\d{1,9}(\.\d{1,2})?$/, 'Expected an amount in pesos, e.g. 25.50 or -25.50')
    .refine((v) => Number(v) !== 0, 'The amount is zero'),
  reason,
});
export const adminLedgerCheck = empty;
export const adminBonusGrant = z.object({
  uid: id,
  /** The operator's own key for this award: a retry with it grants once. */
  idempotency_key: z
    .string()
    .regex(/^[\w-]{8,64}$/, 'A request key of 8 to 64 letters, digits, - or _ is required'),
  amount: z
    .string()
    .regex(/^\d{1,9}(\.\d{1,2})?$/, 'Expected an amount in pesos, e.g. 500 or 25.50')
    .refine((v) => Number(v) > 0, 'The amount is zero'),
  reason,
  terms: bonusTermsSchema.optional(),
});
export const adminBonusForfeit = z.object({
  id,
  reason,
});
export const adminBonusList = z.object({ uid: id });
const wholePesos = z
  .string()
  .regex(/^\d{1,9}(\.\d{1,2})?$/, 'Expected an amount in pesos, e.g. 1000');
export const adminBoxIssue = z.object({ uid: id, count: wholeNumber(1, 10), reason });
export const adminBoxRules = empty;
export const adminBoxRuleSave = z.object({
  id: z.enum(BOX_RULE_IDS),
  enabled: z.boolean(),
  threshold: wholePesos,
  max_per_day: wholeNumber(1, 50),
  reason,
});
export const adminBoxOddsSave = z
  .object({
    odds: z
      .array(z.object({ prize: wholePesos, weight: wholeNumber(1, 1_000_000) }))
      .min(1)
      .max(20),
    reason,
  })
  .refine((v) => new Set(v.odds.map((o) => o.prize)).size === v.odds.length, {
    message: 'Each prize once',
    path: ['odds'],
  });
const gameFlag = z.union([z.literal(0), z.literal(1)]);
export const adminGameList = z.object({
  game_type: wholeNumber(1, 99).optional(),
  q: text(40).trim().optional(),
  page,
  page_size: pageSize,
});
export const adminGameUpdate = z
  .object({
    id,
    online: gameFlag.optional(),
    maintained: gameFlag.optional(),
    is_hot: gameFlag.optional(),
    is_new: gameFlag.optional(),
    sorting: z.number().int().min(0).max(1_000_000).optional(),
    reason,
  })
  .refine(
    (v) => Object.keys(v).some((key) => key !== 'id' && key !== 'reason'),
    'Nothing to change',
  );
export const adminBets = z.object({ uid: id, page, page_size: pageSize });
/** An amount in pesos (centavos allowed) within the limits of a loyalty rule. */
const pesosWithin = ({ min, max }: { min: number; max: number }) =>
  z
    .string()
    .regex(/^\d{1,9}(\.\d{1,2})?$/, 'Expected an amount in pesos, e.g. 100 or 25.50')
    .refine(
      (v) => Number(v) >= min && Number(v) <= max,
      `Expected ₱${groupedNumber(min)} to ₱${groupedNumber(max)}`,
    );
const rule = (limits: { min: number; max: number }) => wholeNumber(limits.min, limits.max);
export const adminLoyaltyRules = empty;
export const adminCheckinRewardsSave = z
  .object({
    rewards: z
      .array(pesosWithin(LOYALTY_RULE_LIMITS.checkinRewardPhp))
      .length(CHECKIN_CYCLE_DAYS, `One reward for each of the ${CHECKIN_CYCLE_DAYS} days`),
    reason,
  })
  .strict();
export const adminInviteRulesSave = z
  .object({
    reward: pesosWithin(LOYALTY_RULE_LIMITS.inviteRewardPhp),
    min_first_deposit: pesosWithin(LOYALTY_RULE_LIMITS.inviteMinFirstDepositPhp),
    daily_limit: rule(LOYALTY_RULE_LIMITS.inviteDailyLimit),
    reason,
  })
  .strict();
const GAME_TYPE_CODES = Object.keys(CATEGORY_TITLES).map(Number);
export const adminPointsRatesSave = z
  .object({
    rates: z
      .array(
        z.object({
          game_type: wholeNumber(1, 99).refine(
            (v) => GAME_TYPE_CODES.includes(v),
            'Unknown game type',
          ),
          points_per_100: rule(LOYALTY_RULE_LIMITS.pointsPer100),
        }),
      )
      .min(1)
      .max(GAME_TYPE_CODES.length),
    reason,
  })
  .strict()
  .refine((v) => new Set(v.rates.map((r) => r.game_type)).size === v.rates.length, {
    message: 'Each game type once',
    path: ['rates'],
  });
/** An item of the points shop by its kind and value: added, repriced, or switched on or off. */
export const adminShopItemSave = z
  .object({
    kind: z.enum(['bonus', 'voucher']),
    pesos: rule(LOYALTY_RULE_LIMITS.shopItemPhp),
    points: rule(LOYALTY_RULE_LIMITS.shopItemPoints),
    enabled: z.boolean(),
    reason,
  })
  .strict();
export const adminContestDay = z.object({ date: philippineDate }).strict();
/** A translation's language: a players' language other than English (the item's own text). */
const translationLanguage = z
  .enum(LANGUAGES)
  .refine(
    (language) => language !== DEFAULT_LANGUAGE,
    'A translation is in a language other than English',
  );
export const adminPromoList = empty;
/** A promotion's title in another language, of its English title as it stands. */
export const adminPromoTranslationSave = z
  .object({
    id,
    language: translationLanguage,
    title: requiredText(CONTENT_LIMITS.promotionTitle, 'The title'),
    reason,
  })
  .strict();
/**
 * A promotion's wording, colour, order and period in Philippine days: from the start of
 * `starts_on` to the end of `ends_on` ('' for no end).
 */
export const adminPromoSave = z
  .object({
    id,
    title: requiredText(CONTENT_LIMITS.promotionTitle, 'The title'),
    back_color: hexColor,
    sorting: wholeNumber(0, CONTENT_LIMITS.sort),
    starts_on: philippineDate,
    ends_on: z.union([z.literal(''), philippineDate]),
    reason,
  })
  .strict()
  .refine((v) => v.ends_on === '' || v.ends_on >= v.starts_on, {
    message: 'The last day is on or after the first',
    path: ['ends_on'],
  });
export const adminVipLevels = empty;
const vipPesos = z
  .string()
  .regex(/^\d{1,9}(\.\d{1,2})?$/, 'Expected an amount in pesos, e.g. 500 or 25.50');
export const adminVipLevelsSave = z
  .object({
    levels: z
      .array(
        z.object({
          level: wholeNumber(1, 100),
          ty: wholeNumber(1, 5),
          xp: wholeNumber(0, 2_000_000_000),
          upgrade: vipPesos,
          birthday: vipPesos,
          multiple: z.number().min(0).max(100),
        }),
      )
      .min(1)
      .max(100),
    reason,
  })
  .strict();
export const adminMemberRg = z.object({ uid: id }).strict();
/** Exactly one change: a limit (`limit` and `value`), a cooling-off or a self-exclusion. */
export const adminMemberRgSave = z
  .object({
    uid: id,
    reason,
    limit: z.enum(RG_LIMITS).optional(),
    value: z.string().max(12).optional(),
    cool_off: z.enum(Object.keys(RG_COOL_OFF_PERIODS) as ['24h', '7d', '30d']).optional(),
    exclusion: z.enum(Object.keys(RG_EXCLUSION_PERIODS) as ['6m', '1y', '5y']).optional(),
  })
  .strict()
  .superRefine((input, issues) => {
    const changes = [input.limit, input.cool_off, input.exclusion].filter(Boolean).length;
    if (changes !== 1) {
      issues.addIssue({
        code: 'custom',
        message: 'Send exactly one of limit, cool_off, exclusion',
      });
    }
    if (input.limit) {
      const error =
        input.value === undefined
          ? 'A value is required'
          : rgLimitValueError(input.limit, input.value);
      if (error) issues.addIssue({ code: 'custom', path: ['value'], message: error });
    }
  });
export const adminRestrictedPersonsImport = z
  .object({
    persons: z
      .array(
        z
          .object({
            country_code: apiCountryCodeSchema,
            phone: apiPhoneSchema,
            name: text(80).min(2),
            birthday: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as YYYY-MM-DD'),
          })
          .strict(),
      )
      .min(1)
      .max(10_000),
    reason,
  })
  .strict();

// News, help articles and home banners (docs/back-office.md, "News, help and banners"): the HTML
// is cleaned by the server on save; links are app paths or https addresses.
const onOff = z.union([z.literal(0), z.literal(1)]);
const contentBrand = z.string().regex(/^[a-z0-9_-]{1,20}$/i, 'Unknown brand');
export const adminNewsList = z.object({ page, page_size: pageSize });
/** Without `id` a new item; `published_at` defaults to now (a new item) or stays (an edit). */
export const adminNewsSave = z
  .object({
    id: id.optional(),
    title: requiredText(CONTENT_LIMITS.newsTitle, 'The title'),
    summary: requiredText(CONTENT_LIMITS.newsSummary, 'The summary'),
    content: htmlContent,
    image: imageRef.optional(),
    published_at: z.iso
      .datetime({ offset: true, error: 'A date and time such as 2026-11-01T09:00:00Z' })
      .optional(),
    reason,
  })
  .strict();
export const adminNewsDelete = z.object({ id, reason }).strict();
/** A news item's text in another language, written whole (or rewritten); HTML cleaned on save. */
export const adminNewsTranslationSave = z
  .object({
    news_id: id,
    language: translationLanguage,
    title: requiredText(CONTENT_LIMITS.newsTitle, 'The title'),
    summary: requiredText(CONTENT_LIMITS.newsSummary, 'The summary'),
    content: htmlContent,
    reason,
  })
  .strict();
export const adminHelpList = empty;
/** Without `id` a new article; `status` 1 published, 0 hidden. */
export const adminHelpSave = z
  .object({
    id: id.optional(),
    help_type_id: id,
    language: z.enum(HELP_LANGUAGES),
    title: requiredText(CONTENT_LIMITS.helpTitle, 'The title'),
    sort: wholeNumber(0, CONTENT_LIMITS.sort),
    status: onOff,
    content: htmlContent,
    reason,
  })
  .strict();
/** A help category's name in another language (its English name is seeded). */
export const adminHelpTypeNameSave = z
  .object({
    help_type_id: id,
    language: translationLanguage,
    type_name: requiredText(60, 'The name'),
    reason,
  })
  .strict();
export const adminBannerList = z.object({ brand: contentBrand.optional() }).strict();
/** Without `id` a new banner; its image is drawn from the headline, subline and colour. */
export const adminBannerSave = z
  .object({
    id: id.optional(),
    brand: contentBrand,
    type: z.union([z.literal(BANNER_TYPES[0]), z.literal(BANNER_TYPES[1])]),
    link: optionalLink,
    back_color: hexColor,
    headline: requiredText(CONTENT_LIMITS.bannerHeadline, 'The headline'),
    subline: text(CONTENT_LIMITS.bannerSubline).trim(),
    sorting: wholeNumber(0, CONTENT_LIMITS.sort),
    state: onOff,
    reason,
  })
  .strict();
export const adminBannerDelete = z.object({ id, reason }).strict();
