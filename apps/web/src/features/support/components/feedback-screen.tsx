import { useId, useState } from 'react';
import {
  FEEDBACK_MAX,
  FEEDBACK_TALL_AFTER,
  FEEDBACK_TOO_LONG,
  canSubmitFeedback,
  clampFeedback,
} from '@pisoplay/contract';
import { copyOf, useCopy } from '@/shared/i18n/define-copy';
import { localizeMessage } from '@/shared/i18n/i18n';
import { cn } from '@/shared/lib/cn';
import { toast } from '@/shared/ui/toast/toast-store';
import { TitleBar } from '@/shared/ui/title-bar';
import { useSubmitFeedback } from '../api/support-queries';
import { SUPPORT_COPY } from '../copy';

/**
 * /my/feedback: the text box of spec 4.7 and 5.7 (at most 1000 characters: more turns it to its
 * error state with the spec's message and is cut off; taller past 391 characters; submit only
 * when not blank). The text goes to the operators (POST /member/feedback).
 */
export function FeedbackScreen({ title }: { title: string }) {
  const COPY = useCopy(SUPPORT_COPY);
  const [text, setText] = useState('');
  const [tooLong, setTooLong] = useState(false);
  const submit = useSubmitFeedback();
  const fieldId = useId();
  const errorId = useId();
  const countId = useId();

  const onChange = (value: string) => {
    const clamped = clampFeedback(value);
    setText(clamped.text);
    setTooLong(clamped.tooLong);
  };
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!canSubmitFeedback(text) || submit.isPending) return;
    submit.mutate(text, {
      onSuccess: () => {
        toast(copyOf(SUPPORT_COPY).feedbackThanks, 'success');
        setText('');
        setTooLong(false);
      },
      onError: (error) => toast(error.message, 'error'),
    });
  };

  return (
    <div className="flex flex-col">
      <TitleBar title={title} />
      <form onSubmit={onSubmit} className="flex flex-col gap-3 p-4">
        <label htmlFor={fieldId} className="text-sm font-semibold text-white">
          {COPY.feedbackLabel}
        </label>
        <textarea
          id={fieldId}
          value={text}
          onChange={(e) => onChange(e.target.value)}
          placeholder={COPY.feedbackPlaceholder}
          aria-invalid={tooLong}
          aria-describedby={tooLong ? `${errorId} ${countId}` : countId}
          rows={text.length > FEEDBACK_TALL_AFTER ? 14 : 7}
          data-tall={text.length > FEEDBACK_TALL_AFTER}
          className={cn(
            'w-full resize-none rounded-xl bg-ink-800 p-3 text-sm text-white ring-1 outline-none placeholder:text-indigo-200/40 focus:ring-2',
            tooLong ? 'ring-rose-400 focus:ring-rose-400' : 'ring-white/10 focus:ring-gold-400',
          )}
        />
        <div className="flex items-start justify-between gap-3 text-xs">
          <p id={errorId} role={tooLong ? 'alert' : undefined} className="text-rose-300">
            {tooLong ? localizeMessage(FEEDBACK_TOO_LONG) : ''}
          </p>
          <p
            id={countId}
            className={cn('shrink-0', tooLong ? 'text-rose-300' : 'text-indigo-200/60')}
          >
            {COPY.feedbackCount({ count: text.length, max: FEEDBACK_MAX })}
          </p>
        </div>
        <button
          type="submit"
          disabled={!canSubmitFeedback(text) || submit.isPending}
          className="mt-2 h-12 rounded-full bg-gold-400 text-base font-bold text-ink-900 transition disabled:opacity-40"
        >
          {submit.isPending ? COPY.submitting : COPY.submit}
        </button>
      </form>
    </div>
  );
}
