import type { ReactNode } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import type { PayloadOf, ReplyOf } from '@pisoplay/contract';
import type { AnyCall } from '@/shared/api/client';
import { useCallMutation } from '@/shared/queries/call-query';
import { Dialog, FormFooter } from '@/shared/ui/dialog';
import { RadioGroupField, TextAreaField, type Choice } from '@/shared/ui/form';
import { callResolver, type CallResolverOptions } from './call-resolver';

type Values<C extends AnyCall> = PayloadOf<C> & FieldValues;
export type CallForm<C extends AnyCall> = UseFormReturn<Values<C>>;

/** The form's words for the field that says why ('Reason', 'Evidence'), kept in the audit log. */
export type ReasonField = {
  /** The payload's field: `reason` unless the call names it otherwise (`evidence`). */
  name?: string;
  label?: string;
  hint?: ReactNode;
  rows?: number;
};

/** A settlement's why: the gateway's reference or the bank statement line. */
export const EVIDENCE: ReasonField = {
  name: 'evidence',
  label: 'Evidence',
  hint: 'The gateway reference or the bank statement line; kept in the audit log.',
};

/** What a page passes to a dialog of a settings form: close it, or close it after saving. */
export type DialogActions = { onClose: () => void; onDone: () => void };

export type CallDialogProps<C extends AnyCall> = {
  call: C;
  /** The lists the decision changes, read again after it (see useCallMutation). */
  invalidates: readonly AnyCall[];
  defaultValues: DefaultValues<Values<C>>;
  /** More of the form's checks (see callResolver). */
  check?: CallResolverOptions<C>;
  title: string;
  description?: ReactNode;
  wide?: boolean | 'xl';
  /** What the decision does, above the fields. */
  intro?: ReactNode;
  fields?: (form: CallForm<C>) => ReactNode;
  reason?: ReasonField | null;
  submit: ReactNode;
  variant?: 'primary' | 'danger';
  onClose: () => void;
  onDone: (reply: ReplyOf<C>, payload: PayloadOf<C>) => void;
};

/**
 * A decision in a dialog: a form of one call, checked with the call's own schema (its messages),
 * its fields, then why (a reason, required by every decision's schema), the server's message when
 * the call fails, Cancel and the decision's button. `onDone` gets the call's answer and what was
 * sent. `reason: null` for a form without one.
 */
export function CallDialog<C extends AnyCall>({
  call,
  invalidates,
  defaultValues,
  check,
  title,
  description,
  wide,
  intro,
  fields,
  reason = {},
  submit,
  variant = 'primary',
  onClose,
  onDone,
}: CallDialogProps<C>) {
  const mutation = useCallMutation(call, invalidates);
  const form = useForm<Values<C>>({
    resolver: callResolver(call, check) as unknown as Resolver<Values<C>>,
    defaultValues,
  });
  const reasonName = (reason?.name ?? 'reason') as Path<Values<C>>;
  return (
    <Dialog title={title} description={description} onClose={onClose} wide={wide}>
      <form
        noValidate
        className="space-y-4"
        onSubmit={form.handleSubmit((payload) =>
          mutation.mutateAsync(payload).then(
            (reply) => onDone(reply, payload),
            () => {},
          ),
        )}
      >
        {intro && <p className="text-sm text-slate-700">{intro}</p>}
        {fields?.(form)}
        {reason && (
          <TextAreaField
            label={reason.label ?? 'Reason'}
            hint={reason.hint}
            rows={reason.rows}
            error={fieldError(form, reasonName)}
            {...form.register(reasonName)}
          />
        )}
        <FormFooter
          error={mutation.error}
          busy={form.formState.isSubmitting}
          submit={submit}
          variant={variant}
          onClose={onClose}
        />
      </form>
    </Dialog>
  );
}

/**
 * A settlement by hand of an order the gateway left without a definite answer: what happened
 * (`outcome`, one of `outcomes`), on evidence; `more` adds fields after the outcome.
 */
export function SettleDialog<C extends AnyCall>({
  legend,
  outcomes,
  more,
  ...dialog
}: Omit<CallDialogProps<C>, 'fields' | 'reason' | 'submit'> & {
  legend: string;
  outcomes: readonly Choice[];
  more?: (form: CallForm<C>) => ReactNode;
}) {
  return (
    <CallDialog
      {...dialog}
      fields={(form) => (
        <>
          <RadioGroupField
            legend={legend}
            options={outcomes}
            error={fieldError(form, 'outcome')}
            {...form.register('outcome' as Path<Values<C>>)}
          />
          {more?.(form)}
        </>
      )}
      reason={EVIDENCE}
      submit="Settle"
    />
  );
}

/** A field's message from the form's check (the contract's words), a nested one too ('rewards.3'). */
export const fieldError = <C extends AnyCall>(form: CallForm<C>, name: string) =>
  form.getFieldState(name as Path<Values<C>>, form.formState).error?.message;
