/** Responsible gaming (/member/rg…; docs/responsible-gaming.md). */
import type { RgExclusionStatus, RgLimitChange, RgStatus } from '../domain/rg.ts';
import { defineCall, payloadsOf } from './define.ts';

const payload = payloadsOf(() => import('./rg.payloads.ts'));

/** The player's limits with what is used of them, reality check, play session and restriction. */
export const rg = defineCall<RgStatus>()({
  method: 'GET',
  path: '/member/rg',
  auth: true,
  payload: payload('rg'),
});
/**
 * Sets, lowers, raises or removes a limit: lowering (or a first limit) applies at once; raising or
 * removing waits 24 hours, then applies when the player sends it again with `confirm`.
 */
export const rgLimit = defineCall<RgLimitChange>()({
  method: 'POST',
  path: '/member/rg/limit',
  auth: true,
  payload: payload('rgLimit'),
});
/** How often the reality check interrupts play, in minutes. */
export const rgRealityCheck = defineCall<RgStatus>()({
  method: 'POST',
  path: '/member/rg/reality-check',
  auth: true,
  payload: payload('rgRealityCheck'),
});
/** A break from deposits, games and bonuses for 24 hours, 7 days or 30 days; cannot be undone. */
export const rgCoolOff = defineCall<RgStatus>()({
  method: 'POST',
  path: '/member/rg/cool-off',
  auth: true,
  payload: payload('rgCoolOff'),
});
/**
 * Self-exclusion for 6 months, 1 year or 5 years: ends every session of the player at once
 * (this one too), forfeits their active bonus grants and refuses sign-in until it ends.
 */
export const rgExclude = defineCall<{ until: string }>()({
  method: 'POST',
  path: '/member/rg/exclude',
  auth: true,
  payload: payload('rgExclude'),
});
/**
 * The self-exclusion in force, for the withdraw-only screen: until when, from when the player may
 * ask to end it early, and their request waiting for confirmation. Allowed on a withdraw-only
 * session.
 */
export const rgExclusion = defineCall<RgExclusionStatus>()({
  method: 'GET',
  path: '/member/rg/exclusion',
  auth: true,
  payload: payload('rgExclusion'),
});
/**
 * Ends a self-exclusion early, in two steps (docs/responsible-gaming.md): `{}` asks (not during
 * its irrevocable first 6 months; never for one an operator set), `{confirm: true}` from 24 hours
 * later ends it, within 7 days of asking; `{cancel: true}` withdraws the request. Allowed on a
 * withdraw-only session, the only one an excluded player can open.
 */
export const rgExclusionEnd = defineCall<RgExclusionStatus>()({
  method: 'POST',
  path: '/member/rg/exclusion/end',
  auth: true,
  payload: payload('rgExclusionEnd'),
});
