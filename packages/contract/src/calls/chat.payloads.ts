/** Payload schemas of the calls in chat.ts, by call name (see `payloadsOf`). */
import { z } from 'zod';
import { OPERATOR_PAGE_SIZE_MAX } from '../domain/operators.ts';
import { CHAT_TEXT_MAX } from '../support-models.ts';
import { INT_MAX, id, text, wholeNumber } from '../validation/input.ts';
import { empty, page } from './fields.ts';

/** A visitor's browser token: random, URL-safe, long enough not to be guessed. */
export const visitorToken = z
  .string()
  .regex(/^[A-Za-z0-9_-]{32,64}$/, 'Expected a visitor token of 32 to 64 URL-safe characters');
/** An upload's object key, as POST /member/oss/upload answers it. */
const objectKey = z.string().regex(/^[a-f0-9]{32}\.(png|jpg|webp|gif)$/, 'Unknown image');
/** The last message id the client has (0: none). A number, so null is refused, not read as 0. */
const afterInBody = z.number().int().min(0).max(INT_MAX).default(0);
const afterInQuery = wholeNumber(0, INT_MAX).default(0);
const messageText = text(CHAT_TEXT_MAX).trim().default('');

export const chatOpen = z.object({
  visitor: visitorToken.optional(),
  name: text(40).trim().default(''),
  email: text(60).trim().default(''),
});
export const chatSend = z
  .object({ visitor: visitorToken.optional(), text: messageText, image: objectKey.optional() })
  .refine((v) => v.text.length > 0 || v.image !== undefined, {
    message: 'Please type a message',
    path: ['text'],
  });
export const chatMessages = z.object({ visitor: visitorToken.optional(), after: afterInBody });
export const chatRead = z.object({ visitor: visitorToken.optional(), up_to: id });

export const adminChatList = z.object({
  state: z.enum(['open', 'closed']).default('open'),
  page,
  page_size: wholeNumber(1, OPERATOR_PAGE_SIZE_MAX).default(20),
});
export const adminChatMessages = z.object({ id, after: afterInQuery });
export const adminChatSend = z
  .object({ id, text: messageText })
  .refine((v) => v.text.length > 0, { message: 'Please type a message', path: ['text'] });
export const adminChatRead = z.object({ id, up_to: id });
export const adminChatClose = z.object({ id });
export const adminChatTicket = empty;
