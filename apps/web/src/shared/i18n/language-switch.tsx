import { useState } from 'react';
import { LANGUAGES, LANGUAGE_NAMES, LANGUAGE_TAGS, type Language } from '@pisoplay/contract';
import { cn } from '@/shared/lib/cn';
import { toast } from '@/shared/ui/toast/toast-store';
import { LANGUAGE_COPY } from './copy';
import { useCopy } from './define-copy';
import { setLanguage, useLanguage } from './language';

/**
 * The language choice (My, the login sheet): one button per language, each named in its own
 * language so a player who cannot read the current one still finds theirs.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const COPY = useCopy(LANGUAGE_COPY);
  const current = useLanguage();
  const [loading, setLoading] = useState<Language | null>(null);

  const choose = async (language: Language) => {
    if (language === current || loading) return;
    setLoading(language);
    try {
      await setLanguage(language);
    } catch {
      toast(COPY.failed, 'error');
    } finally {
      setLoading(null);
    }
  };

  return (
    <div
      role="group"
      aria-label={COPY.label}
      aria-busy={loading !== null || undefined}
      className={cn('flex gap-1 rounded-full bg-white/5 p-1 ring-1 ring-white/10', className)}
    >
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={LANGUAGE_TAGS[language]}
          aria-pressed={language === current}
          onClick={() => void choose(language)}
          className={cn(
            'min-h-8 flex-1 rounded-full px-3 text-xs font-semibold transition',
            language === current
              ? 'bg-gold-400 text-ink-950'
              : 'text-indigo-100/80 hover:text-white',
          )}
        >
          {LANGUAGE_NAMES[language]}
        </button>
      ))}
    </div>
  );
}
