/**
 * The contract's messages in Filipino, by English template (i18n/localize.ts): the rules' errors
 * of spec 5, the API client's failures. Loaded only with the Filipino catalogue.
 */
import type { MessageTable } from './localize.ts';

export const contractMessages: MessageTable = {};
