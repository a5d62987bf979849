import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  SUBMIT_THROTTLE_MS,
  TEXT_MIN,
  formatManilaDate,
  textFieldSchema,
} from '@pisoplay/contract';
import { paths } from '@/shared/config/paths';
import { useCopy } from '@/shared/i18n/define-copy';
import { useSubmitThrottle } from '@/shared/lib/use-submit-throttle';
import { useProfile } from '@/shared/session/profile';
import { Field, TextInput } from '@/shared/ui/form';
import { toast } from '@/shared/ui/toast/toast-store';
import { useUpdateProfile } from '../api/update-profile';
import { ACCOUNT_COPY } from '../copy';
import { profileUpdateFailure } from '../lib/errors';
import { useDelayedNavigate } from '../lib/use-delayed-navigate';
import { FormScreen } from './form-screen';

/** The placeholder says 5-30: the text rule of spec 5.4 with its maximum set to 30. */
export const USERNAME_MAX = 30;
const schema = z.object({ nick_name: textFieldSchema(TEXT_MIN, USERNAME_MAX) });

/**
 * Set Username (spec 2.8, 4.6): the shown name (nick name), changeable once in 90 days; the
 * server refuses an earlier change with its own message.
 */
export function UsernameForm() {
  const COPY = useCopy(ACCOUNT_COPY);
  const ids = { input: useId(), error: useId() };
  const profile = useProfile();
  const update = useUpdateProfile();
  const throttle = useSubmitThrottle(SUBMIT_THROTTLE_MS.username);
  const navigateLater = useDelayedNavigate();
  const form = useForm<z.input<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { nick_name: '' },
    mode: 'onChange',
  });
  const { errors, isValid } = form.formState;
  const nextChange = profile.data?.nick_name_change_available_at;

  const onSubmit = form.handleSubmit(({ nick_name }) =>
    throttle.run(() =>
      update.mutate(
        { nick_name },
        {
          onSuccess: () => {
            toast(COPY.usernameSuccess, 'success');
            navigateLater(paths.account.getHref(), 1000);
          },
          onError: profileUpdateFailure(
            (message) => form.setError('nick_name', { message }),
            navigateLater,
          ),
        },
      ),
    ),
  );

  return (
    <FormScreen
      title={COPY.setUsername}
      onSubmit={onSubmit}
      submit={{ label: COPY.submit, active: isValid, busy: update.isPending || throttle.waiting }}
    >
      <Field
        label={COPY.usernameLabel}
        htmlFor={ids.input}
        error={errors.nick_name?.message}
        errorId={ids.error}
        hint={
          <p className="text-xs text-indigo-200/60">
            {nextChange
              ? COPY.usernameNextChange({ date: formatManilaDate(nextChange) })
              : COPY.usernameRule}
          </p>
        }
      >
        <TextInput
          id={ids.input}
          {...form.register('nick_name')}
          placeholder={COPY.usernamePlaceholder}
          autoComplete="username"
          maxLength={USERNAME_MAX}
          invalid={Boolean(errors.nick_name)}
          aria-describedby={errors.nick_name ? ids.error : undefined}
          autoFocus
        />
      </Field>
    </FormScreen>
  );
}
