/**
 * The help centre, news and feedback (/member/help, /member/news, /member/feedback), and the
 * operator's feedback list. The documents are the legal calls of catalogue.ts.
 */
import { defineCall, payloadsOf } from './define.ts';
import type { Paged } from '../models.ts';
import type { FeedbackItem, HelpCentre, NewsItem } from '../support-models.ts';

const payload = payloadsOf(() => import('./support.payloads.ts'));

/** Every published help category and article in the language asked for, in their order. */
export const helpList = defineCall<HelpCentre>()({
  method: 'GET',
  path: '/member/help/list',
  auth: false,
  payload: payload('helpList'),
});
/** Published news, newest first. */
export const newsList = defineCall<Paged<NewsItem>>()({
  method: 'GET',
  path: '/member/news/list',
  auth: false,
  payload: payload('newsList'),
});
/** Stores a player's (or, without a session, a visitor's) feedback for the operators. */
export const feedbackSubmit = defineCall<boolean>()({
  method: 'POST',
  path: '/member/feedback',
  auth: 'optional',
  payload: payload('feedbackSubmit'),
});
/** Feedback, newest first. */
export const adminFeedbackList = defineCall<Paged<FeedbackItem>>()({
  method: 'GET',
  path: '/admin/feedback/list',
  auth: 'operator',
  payload: payload('adminFeedbackList'),
});
