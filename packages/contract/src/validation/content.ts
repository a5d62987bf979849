import { z } from 'zod';
import { text } from './input.ts';
import { LANGUAGES, type Language } from '../i18n/languages.ts';

/**
 * The rules of what operators write for players: news, help articles and home banners
 * (docs/back-office.md, "News, help and banners"). The HTML itself is cleaned by the server on
 * save; these rules keep the fields around it to sane lengths and safe addresses.
 */
export const CONTENT_LIMITS = {
  newsTitle: 120,
  newsSummary: 300,
  helpTitle: 200,
  /** An article's or a news item's HTML, before the server cleans it. */
  html: 20_000,
  link: 500,
  /** What fits the generated banner image (two lines of headline, one of subline). */
  bannerHeadline: 40,
  bannerSubline: 60,
  sort: 100_000,
  /** A promotion's title: one line of the welfare page's list. */
  promotionTitle: 60,
} as const;

/** The languages a help article is written in: the players' languages. */
export const HELP_LANGUAGES = LANGUAGES;
export type HelpLanguage = Language;

/** A banner's place: 1 the home carousel, 2 the promotion strip. */
export const BANNER_TYPES = [1, 2] as const;
export const BANNER_TYPE_TITLES: Record<(typeof BANNER_TYPES)[number], string> = {
  1: 'Home carousel',
  2: 'Promotion strip',
};

export const CONTENT_MESSAGES = {
  link: "A link must be a path in the app ('/…') or an https:// address",
  image: 'An image must be a path on the image host or an https:// address',
  color: 'A colour as #rrggbb',
  required: (field: string) => `${field} is required`,
} as const;

/** A path of the app: '/' and more, never '//' or '/\' (which browsers read as another host). */
const isAppPath = (value: string) => /^\/(?![/\\])[^\s\\]*$/.test(value);

function isHttpsUrl(value: string): boolean {
  if (!/^https:\/\/[^\s\\]+$/i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** Where a banner or a link sends a player: an app path or an https address (no javascript:). */
export const isSafeLink = (value: string): boolean => isAppPath(value) || isHttpsUrl(value);

/** A path on the image host ('news/summer.png', no '..'), or an https address. */
export const isImageRef = (value: string): boolean =>
  isHttpsUrl(value) ||
  (/^[A-Za-z0-9_-][A-Za-z0-9/_.-]*$/.test(value) && !value.includes('..') && !value.includes('//'));

/** Required text: trimmed, not blank, at most `max` characters, no control characters. */
export const requiredText = (max: number, field: string) =>
  text(max).trim().min(1, CONTENT_MESSAGES.required(field));

/** An article's or a news item's HTML as the operator wrote it (the server cleans it on save). */
export const htmlContent = requiredText(CONTENT_LIMITS.html, 'The content');

/** A link that may also be empty (a banner without one). */
export const optionalLink = text(CONTENT_LIMITS.link)
  .trim()
  .refine((value) => value === '' || isSafeLink(value), CONTENT_MESSAGES.link);

/** An image of a news item, or '' for none. */
export const imageRef = text(CONTENT_LIMITS.link)
  .trim()
  .refine((value) => value === '' || isImageRef(value), CONTENT_MESSAGES.image);

/** A colour as '#rrggbb', kept in lower case (drawn into the banner's image). */
export const hexColor = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, CONTENT_MESSAGES.color)
  .transform((value) => value.toLowerCase());
