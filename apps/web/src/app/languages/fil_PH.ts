/**
 * Filipino (docs/i18n.md): every feature's `copy.fil.ts` and the contract's messages, in one chunk
 * loaded when a player chooses the language.
 */
import { contractMessages } from '@pisoplay/contract/i18n/fil_PH';
import { messagesOf, type Translation } from '@/shared/i18n/define-copy';
import type { LanguageCatalogue } from '@/shared/i18n/i18n';

const modules = import.meta.glob<Record<string, Translation>>(
  ['../../features/**/copy.fil.ts', '../../shared/**/copy.fil.ts'],
  { eager: true },
);

export const catalogue: LanguageCatalogue = {
  messages: messagesOf(Object.values(modules).flatMap((module) => Object.values(module))),
  contractMessages,
};
