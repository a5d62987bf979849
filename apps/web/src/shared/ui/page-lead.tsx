import { localizeMessage } from '@/shared/i18n/i18n';
import { useLanguage } from '@/shared/i18n/language';

/**
 * A screen's opening line, first under its title bar (in the screen's p-4), from the contract's
 * SPLASH_LEADS: the server paints the same words in the same place into the page it serves
 * (index.html's #splash-lead, same classes), so the line shows before any script has run.
 */
export function PageLead({ message }: { message: string }) {
  // A contract message: translated by its English, and drawn again when the language changes.
  useLanguage();
  return <p className="text-sm leading-relaxed text-indigo-100/85">{localizeMessage(message)}</p>;
}
