import type { DefaultValues } from 'react-hook-form';
import {
  RG_LIMITS,
  RG_LIMIT_TITLES,
  RG_MESSAGES,
  operatorCalls,
  rgLimitValueError,
  type AdminRgStatus,
  type PayloadOf,
} from '@pisoplay/contract';
import { CallDialog, fieldError, type CallForm } from '@/shared/forms/call-dialog';
import { formatDateTime } from '@/shared/lib/format';
import { RadioGroupField, SelectField, TextField, type Choice } from '@/shared/ui/form';
import { PLAYER_READS } from '../api/players';
import { RESTRICTION_NAMES, restrictionText, showLimit } from '../lib/rg';

type Call = typeof operatorCalls.adminMemberRgSave;
type Payload = PayloadOf<Call>;
export type RgDecision = 'limit' | 'cool_off' | 'exclusion';

/** What the server holds every operator's decision to (RG_MESSAGES.operatorLooser). */
const STRICTER =
  'An operator can only make restrictions stricter: the server refuses anything looser, and says why.';

const PERIODS: Record<Exclude<RgDecision, 'limit'>, readonly Choice[]> = {
  cool_off: [
    ['24h', '24 hours'],
    ['7d', '7 days'],
    ['30d', '30 days'],
  ],
  exclusion: [
    ['6m', '6 months'],
    ['1y', '1 year'],
    ['5y', '5 years'],
  ],
};

/** Each decision of the Restrictions tab: its button and dialog title, what it does, its button. */
export const RG_DECISIONS: Record<RgDecision, { title: string; does: string; submit: string }> = {
  limit: {
    title: 'Set a limit',
    does: 'A limit lower than the player’s own applies at once; only the player can raise or remove one.',
    submit: 'Set limit',
  },
  cool_off: {
    title: RESTRICTION_NAMES.cool_off,
    does: 'Deposits, games and bonuses pause from now until the break ends; sign-in and withdrawals stay open. Nobody can end it early.',
    submit: 'Start cooling-off',
  },
  exclusion: {
    title: RESTRICTION_NAMES.exclusion,
    does: 'The player is signed out everywhere, their open bonuses are forfeited and sign-in is closed until it ends; its first six months cannot be revoked. Their cash stays theirs.',
    submit: 'Exclude',
  },
};

/** The limit's fields: which limit, and its new value (the player's now, and the range). */
function LimitFields({ form, status }: { form: CallForm<Call>; status: AdminRgStatus }) {
  const limit = form.watch('limit') ?? RG_LIMITS[0];
  const now = status.limits.find((row) => row.limit === limit)?.value ?? null;
  const session = limit === 'session';
  return (
    <div className="grid grid-cols-2 gap-3">
      <SelectField label="Limit" error={fieldError(form, 'limit')} {...form.register('limit')}>
        {RG_LIMITS.map((key) => (
          <option key={key} value={key}>
            {RG_LIMIT_TITLES[key]}
          </option>
        ))}
      </SelectField>
      <TextField
        label={session ? 'New limit (minutes)' : 'New limit (whole pesos)'}
        inputMode="numeric"
        hint={`Now: ${showLimit(limit, now)}. ${session ? RG_MESSAGES.sessionRange : RG_MESSAGES.moneyLimitRange}.`}
        error={fieldError(form, 'value')}
        {...form.register('value')}
      />
    </div>
  );
}

/**
 * One decision on the player's responsible gaming (compliance), with a reason: a lower limit, a
 * cooling-off or a self-exclusion from now. The server refuses anything looser with its message,
 * shown in the dialog. `onDone` says what was set.
 */
export function RgDialog({
  decision,
  status,
  onClose,
  onDone,
}: {
  decision: RgDecision;
  status: AdminRgStatus;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const { title, does, submit } = RG_DECISIONS[decision];
  const uid = status.uid;
  const defaultValues = (
    decision === 'limit' ? { uid, limit: RG_LIMITS[0], value: '', reason: '' } : { uid, reason: '' }
  ) as DefaultValues<Payload>;
  return (
    <CallDialog
      call={operatorCalls.adminMemberRgSave}
      invalidates={[operatorCalls.adminMemberRg, ...PLAYER_READS]}
      defaultValues={defaultValues}
      check={{
        // A period not chosen yet is left out (the radio buttons give null), then asked for.
        prepare: (values) =>
          Object.fromEntries(
            Object.entries(values).filter(([, value]) => value !== null && value !== undefined),
          ) as typeof values,
        require: (values) =>
          decision === 'limit'
            ? {
                value: values.limit
                  ? (rgLimitValueError(values.limit, values.value ?? '') ?? undefined)
                  : undefined,
              }
            : { [decision]: values[decision] ? undefined : 'Choose how long' },
      }}
      title={title}
      description={`In force for uid ${uid}: ${restrictionText(status.restriction)}.`}
      intro={
        <>
          {does} <strong className="font-medium text-slate-900">{STRICTER}</strong>
        </>
      }
      fields={(form) =>
        decision === 'limit' ? (
          <LimitFields form={form} status={status} />
        ) : (
          <RadioGroupField
            legend="How long, from now"
            options={PERIODS[decision]}
            error={fieldError(form, decision)}
            {...form.register(decision)}
          />
        )
      }
      submit={submit}
      variant={decision === 'exclusion' ? 'danger' : 'primary'}
      onClose={onClose}
      onDone={(reply, payload) =>
        onDone(
          payload.limit
            ? `${RG_LIMIT_TITLES[payload.limit]} set to ${showLimit(payload.limit, payload.value ?? null)}.`
            : `${title} until ${formatDateTime(reply.restriction?.until)}.`,
        )
      }
    />
  );
}
