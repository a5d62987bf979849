import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  VOUCHER_CODE_MAX,
  VOUCHER_CODE_MIN_FOR_BUTTON,
  normalizeVoucherCode,
  voucherCodeSchema,
} from '@pisoplay/contract';
import { errorMessage } from '@/shared/api/errors';
import { useCopy } from '@/shared/i18n/define-copy';
import { localizeMessage } from '@/shared/i18n/i18n';
import { Button, Field, TextInput } from '@/shared/ui/form';
import { useRedeemVoucher } from '../api/points';
import { POINTS_COPY } from '../copy';

const schema = z.object({ exchangeCode: voucherCodeSchema });

/**
 * 'Have a voucher code?': redeems a shopping-app code (spec 7.3; the button opens at 5
 * characters, at most 50, spec 9) and shows the answer text (spec 7.5).
 */
export function VoucherRedeemForm() {
  const COPY = useCopy(POINTS_COPY);
  const ids = { field: useId(), error: useId() };
  const redeem = useRedeemVoucher();
  // The server's answer ('' when it gave no text); null before a redeem.
  const [answer, setAnswer] = useState<string | null>(null);
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { exchangeCode: '' },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const { errors, isSubmitting } = form.formState;
  const code = useWatch({ control: form.control, name: 'exchangeCode' });
  const ready = normalizeVoucherCode(code).length >= VOUCHER_CODE_MIN_FOR_BUTTON;

  const onSubmit = form.handleSubmit(async ({ exchangeCode }) => {
    setAnswer(null);
    try {
      const text = await redeem.redeem(exchangeCode);
      setAnswer(text);
      form.reset();
    } catch (error) {
      form.setError(
        'exchangeCode',
        { message: errorMessage(error, COPY.redeemFailed) },
        { shouldFocus: true },
      );
    }
  });

  const error = errors.exchangeCode?.message;
  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-labelledby="points-have-code"
      className="flex flex-col gap-2"
    >
      <h3 id="points-have-code" className="text-sm font-bold text-white">
        {COPY.haveCode}
      </h3>
      <Field label={COPY.codeLabel} htmlFor={ids.field} error={error} errorId={ids.error} hideLabel>
        <div className="flex gap-2">
          <TextInput
            id={ids.field}
            {...form.register('exchangeCode')}
            placeholder={COPY.codePlaceholder}
            maxLength={VOUCHER_CODE_MAX}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            invalid={Boolean(error)}
            aria-describedby={error ? ids.error : undefined}
            className="h-11"
          />
          <Button
            type="submit"
            disabled={!ready}
            active={ready}
            busy={isSubmitting}
            className="h-11 shrink-0 px-5 text-sm"
          >
            {COPY.redeem}
          </Button>
        </div>
      </Field>
      {answer !== null ? (
        <p role="status" className="text-sm font-semibold text-emerald-300">
          {answer ? localizeMessage(answer) : COPY.done}
        </p>
      ) : null}
    </form>
  );
}
