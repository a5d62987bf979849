import { useEffect, useId, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import {
  CHANNEL_FLAGS,
  MAX_WITHDRAW_ACCOUNTS,
  MONEY_HELP,
  calls,
  type PaymentChannel,
} from '@pisoplay/contract';
import { useApiCall } from '@/shared/api/api-context';
import { errorMessage } from '@/shared/api/errors';
import { paths } from '@/shared/config/paths';
import { copyOf, useCopy } from '@/shared/i18n/define-copy';
import { localizeMessage } from '@/shared/i18n/i18n';
import { kycQueryOptions } from '@/shared/kyc/kyc-query';
import { useToken } from '@/shared/session/session-store';
import { ErrorWithRetry } from '@/shared/ui/empty-state';
import { Button, Field, TextInput } from '@/shared/ui/form';
import { ChevronRightIcon } from '@/shared/ui/icons';
import { Img } from '@/shared/ui/img';
import { Modal } from '@/shared/ui/modal/modal';
import { Skeleton } from '@/shared/ui/skeleton';
import { TitleBar } from '@/shared/ui/title-bar';
import { toast } from '@/shared/ui/toast/toast-store';
import { useChannels } from '../api/get-channels';
import { useAddAccount, useWithdrawAccounts } from '../api/withdraw-accounts';
import { WALLET_COPY } from '../copy';
import { AccountTypeSelector } from './account-type-selector';

/** The spec 5.6 message for an empty account type, in English as the rules write theirs. */
const ACCOUNT_TYPE_REQUIRED = WALLET_COPY.source.accountTypeRequired;

/**
 * The contract's payload rules (loaded with the call's schemas), with the spec 5.6 message for an
 * empty account type (shown in the player's language).
 */
const loadSchema = async () =>
  (await calls.accountInsert.payload.load()).extend({
    channel_name: z.string().min(1, ACCOUNT_TYPE_REQUIRED),
  });
type Schema = Awaited<ReturnType<typeof loadSchema>>;
let schema: Promise<Schema> | undefined;
const accountSchema = () => (schema ??= loadSchema());

/** Checks the form with the contract's rules; its output is the call's payload. */
const resolver: Resolver<FormValues, unknown, z.output<Schema>> = async (
  values,
  context,
  options,
) => zodResolver(await accountSchema())(values, context, options);

type FormValues = z.input<Schema>;

/**
 * The add-withdraw-account page (spec 2.12, 4.9): an account type not yet used, the account
 * number, and the names, which start as the player's verified KYC names.
 */
export function AddAccountScreen() {
  const COPY = useCopy(WALLET_COPY);
  const ids = { account: useId(), first: useId(), middle: useId(), last: useId(), err: useId() };
  const navigate = useNavigate();
  const token = useToken();
  const api = useApiCall();
  const channels = useChannels('2');
  const accounts = useWithdrawAccounts();
  const kyc = useQuery(kycQueryOptions(token, api));
  const add = useAddAccount();
  const [choosing, setChoosing] = useState(false);
  const form = useForm<FormValues, unknown, z.output<Schema>>({
    resolver,
    defaultValues: {
      account: '',
      channel_name: '',
      first_name: '',
      middle_name: '',
      last_name: '',
    },
    mode: 'onTouched',
  });
  const { errors } = form.formState;

  // The names default to the verified KYC names (the server checks they match).
  const record = kyc.data;
  useEffect(() => {
    if (!record) return;
    const { first_name, middle_name, last_name } = form.getValues();
    if (first_name || middle_name || last_name) return;
    form.reset({
      ...form.getValues(),
      first_name: record.first_name ?? '',
      middle_name: record.middle_name ?? '',
      last_name: record.last_name ?? '',
    });
  }, [record, form]);

  const taken = new Set((accounts.data ?? []).map((account) => account.channel_name));
  const full = (accounts.data?.length ?? 0) >= MAX_WITHDRAW_ACCOUNTS;
  const channelName = useWatch({ control: form.control, name: 'channel_name' });
  const channel: PaymentChannel | undefined = channels.data?.find((c) => c.name === channelName);

  const choose = (next: PaymentChannel) => {
    form.setValue('channel_name', next.name, { shouldValidate: true });
    setChoosing(false);
  };

  const onSubmit = form.handleSubmit((values) => {
    if (full || taken.has(values.channel_name)) return;
    add.mutate(values, {
      onSuccess: () => {
        toast(copyOf(WALLET_COPY).added, 'success');
        navigate(paths.withdrawAccounts.getHref(), { replace: true });
      },
      onError: (error) => toast(errorMessage(error, copyOf(WALLET_COPY).addFailed), 'error'),
    });
  });

  const channelError =
    errors.channel_name?.message === ACCOUNT_TYPE_REQUIRED
      ? COPY.accountTypeRequired
      : errors.channel_name?.message;
  const loading = channels.isPending || accounts.isPending;
  const failed = channels.isError || accounts.isError;

  return (
    <div className="flex flex-col">
      <TitleBar title={COPY.addTitle} backTo={paths.withdrawAccounts.getHref()} />
      <div className="flex flex-col gap-5 px-4 pt-4 pb-8">
        {loading ? (
          <div aria-busy="true" className="flex flex-col gap-4">
            <p className="sr-only">{COPY.loading}</p>
            <Skeleton className="h-13 rounded-2xl" />
            <Skeleton className="h-12 rounded-xl" />
            <Skeleton className="h-12 rounded-xl" />
          </div>
        ) : failed ? (
          <ErrorWithRetry
            message={COPY.loadFailed}
            retryLabel={COPY.retry}
            onRetry={() => void Promise.all([channels.refetch(), accounts.refetch()])}
          />
        ) : (
          <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
            {full ? (
              <p
                role="alert"
                className="rounded-2xl bg-amber-400/10 p-3 text-sm text-amber-100 ring-1 ring-amber-300/30"
              >
                {localizeMessage(MONEY_HELP.accountsFull)}
              </p>
            ) : null}
            <Field label={COPY.accountType} error={channelError}>
              <button
                type="button"
                aria-haspopup="dialog"
                aria-label={`${COPY.accountType}: ${channel?.name ?? COPY.chooseAccountType}`}
                onClick={() => setChoosing(true)}
                className="flex h-13 items-center gap-3 rounded-xl bg-ink-950/70 px-4 text-left ring-1 ring-white/15"
              >
                {channel ? (
                  <Img src={channel.img} alt="" className="size-7 object-contain" />
                ) : null}
                <span className={channel ? 'flex-1 text-white' : 'flex-1 text-muted'}>
                  {channel?.name ?? COPY.chooseAccountType}
                </span>
                <ChevronRightIcon className="size-4 text-indigo-200/60" />
              </button>
            </Field>
            <Field
              label={COPY.accountNumber}
              htmlFor={ids.account}
              error={errors.account?.message}
              errorId={ids.err}
            >
              <TextInput
                id={ids.account}
                autoComplete="off"
                inputMode={channel?.flag === CHANNEL_FLAGS.bank ? 'numeric' : 'tel'}
                maxLength={40}
                placeholder={
                  channel?.flag === CHANNEL_FLAGS.bank
                    ? COPY.bankAccountPlaceholder
                    : COPY.mobileAccountPlaceholder
                }
                invalid={errors.account !== undefined}
                aria-describedby={errors.account ? ids.err : undefined}
                {...form.register('account')}
              />
            </Field>
            <div className="flex flex-col gap-3">
              <Field label={COPY.firstName} htmlFor={ids.first} error={errors.first_name?.message}>
                <TextInput
                  id={ids.first}
                  maxLength={20}
                  invalid={errors.first_name !== undefined}
                  {...form.register('first_name')}
                />
              </Field>
              <Field
                label={COPY.middleName}
                htmlFor={ids.middle}
                error={errors.middle_name?.message}
              >
                <TextInput id={ids.middle} maxLength={20} {...form.register('middle_name')} />
              </Field>
              <Field label={COPY.lastName} htmlFor={ids.last} error={errors.last_name?.message}>
                <TextInput
                  id={ids.last}
                  maxLength={20}
                  invalid={errors.last_name !== undefined}
                  {...form.register('last_name')}
                />
              </Field>
              <p className="text-xs text-indigo-200/60">{COPY.namesHint}</p>
            </div>
            <Button
              type="submit"
              disabled={full || add.isPending}
              busy={add.isPending}
              className="w-full"
            >
              {COPY.save}
            </Button>
          </form>
        )}
      </div>
      <Modal
        open={choosing}
        title={COPY.chooseAccountType}
        variant="sheet"
        onClose={() => setChoosing(false)}
      >
        <AccountTypeSelector
          channels={channels.data ?? []}
          taken={taken}
          selected={channelName}
          onSelect={choose}
        />
      </Modal>
    </div>
  );
}
