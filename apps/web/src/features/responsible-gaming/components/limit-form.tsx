import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { RG_MESSAGES, type RgLimit } from '@pisoplay/contract';
import { errorMessage } from '@/shared/api/errors';
import { copyOf, useCopy } from '@/shared/i18n/define-copy';
import { localizeMessage } from '@/shared/i18n/i18n';
import { Button, Field, TextInput } from '@/shared/ui/form';
import { toast } from '@/shared/ui/toast/toast-store';
import { useSetLimit } from '../api/rg';
import { RG_COPY } from '../copy';
import { limitFormSchema, type LimitFormValues } from '../lib/limit-form-schema';
import { limitTitle, limitValueText } from '../lib/rg-format';

type LimitFormProps = { limit: RgLimit; onClose: () => void };

/**
 * A limit's new value, or its removal. A lower (or first) limit applies at once and the dialog
 * closes; a raise or removal waits: the server's message says from when it can be confirmed.
 */
export function LimitForm({ limit, onClose }: LimitFormProps) {
  const ids = { field: useId(), error: useId(), hint: useId() };
  const COPY = useCopy(RG_COPY);
  const key = limit.limit;
  const setLimit = useSetLimit();
  const [waiting, setWaiting] = useState<string | null>(null);
  const form = useForm<LimitFormValues>({
    resolver: zodResolver(limitFormSchema(key)),
    defaultValues: { value: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors, isSubmitting } = form.formState;

  const send = async (value: string | null) => {
    try {
      const reply = await setLimit.mutateAsync({ limit: key, value, confirm: false });
      if (reply.applied || !reply.pending_from) {
        toast(copyOf(RG_COPY).saved({ title: limitTitle(key) }), 'success');
        onClose();
      } else {
        setWaiting(reply.pending_from);
      }
    } catch (error) {
      form.setError(
        'value',
        { message: errorMessage(error, copyOf(RG_COPY).saveFailed) },
        { shouldFocus: true },
      );
    }
  };
  const onSubmit = form.handleSubmit(({ value }) => send(value));

  if (waiting) {
    return (
      <div className="flex flex-col gap-4">
        <p role="status" className="text-sm leading-relaxed font-semibold text-amber-100">
          {localizeMessage(RG_MESSAGES.raiseWaits(waiting))}
        </p>
        <Button onClick={onClose} data-autofocus>
          {COPY.done}
        </Button>
      </div>
    );
  }

  const error = errors.value?.message;
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <Field
        label={key === 'session' ? COPY.valueSession : COPY.valueMoney}
        htmlFor={ids.field}
        error={error}
        errorId={ids.error}
        hint={
          <p id={ids.hint} className="text-xs text-indigo-200/75">
            {COPY.current({
              value: limit.value === null ? COPY.noLimit : limitValueText(key, limit.value),
            })}
            {'. '}
            {COPY.limitRules}
          </p>
        }
      >
        <TextInput
          id={ids.field}
          {...form.register('value')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={12}
          invalid={Boolean(error)}
          aria-describedby={error ? `${ids.error} ${ids.hint}` : ids.hint}
          data-autofocus
        />
      </Field>
      <Button type="submit" busy={isSubmitting} className="w-full">
        {COPY.save}
      </Button>
      <div className="flex gap-3">
        <Button variant="secondary" onClick={onClose} disabled={isSubmitting} className="flex-1">
          {COPY.cancel}
        </Button>
        {limit.value !== null ? (
          <Button
            variant="secondary"
            onClick={() => void send(null)}
            disabled={isSubmitting}
            className="flex-1"
          >
            {COPY.remove}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
