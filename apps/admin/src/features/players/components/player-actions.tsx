import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  KYC_STATUS_LABELS,
  isHeld,
  operatorCalls,
  type AdminMemberDetail,
  type Held,
  type PayloadOf,
} from '@pisoplay/contract';
import { callResolver } from '@/shared/forms/call-resolver';
import { formatPeso } from '@/shared/lib/format';
import { newRequestKey } from '@/shared/lib/request-key';
import { Button } from '@/shared/ui/button';
import { Dialog, DialogActions } from '@/shared/ui/dialog';
import { ErrorAlert } from '@/shared/ui/feedback';
import { RadioGroupField, TextAreaField, TextField } from '@/shared/ui/form';
import { useAdjust, useGrantBonus, useSetStatus } from '../api/players';

/** What an action did: a message, or the request held for a second operator. */
export type Outcome = { text: string } | { held: Held };

type DialogProps = {
  detail: AdminMemberDetail;
  uid: number;
  onClose: () => void;
  onDone: (outcome: Outcome) => void;
};

const who = (detail: AdminMemberDetail, uid: number) => `${detail.profile.username} (uid ${uid})`;

/** Block, unblock or mark as a test account (compliance), with a reason. */
export function StatusDialog({ detail, uid, onClose, onDone }: DialogProps) {
  const setStatus = useSetStatus();
  const blocked = detail.kyc_status === 'block';
  const form = useForm<PayloadOf<typeof operatorCalls.adminMemberStatus>>({
    resolver: callResolver(operatorCalls.adminMemberStatus, {
      messages: { kyc_status: 'Choose a status' },
    }),
    defaultValues: { uid, kyc_status: blocked ? 'unblock' : 'block', reason: '' },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <Dialog
      title="Change status"
      onClose={onClose}
      description={`${who(detail, uid)}, now ${KYC_STATUS_LABELS[detail.kyc_status]}.`}
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={form.handleSubmit((payload) =>
          setStatus.mutateAsync(payload).then(
            () => onDone({ text: `Status changed: ${payload.kyc_status.replace('_', ' ')}.` }),
            () => {},
          ),
        )}
      >
        <RadioGroupField
          legend="New status"
          error={errors.kyc_status?.message}
          options={[
            ...(blocked
              ? [
                  {
                    value: 'unblock',
                    label: 'Unblock',
                    hint: 'Back to the status before the block.',
                  },
                ]
              : [
                  {
                    value: 'block',
                    label: 'Block',
                    hint: 'Signs the player out everywhere; no sign-in, play or payments.',
                  },
                ]),
            { value: 'test_account', label: 'Test account', hint: 'An account of our own staff.' },
          ]}
          {...form.register('kyc_status')}
        />
        <TextAreaField label="Reason" error={errors.reason?.message} {...form.register('reason')} />
        {setStatus.isError && <ErrorAlert error={setStatus.error} />}
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="danger" busy={isSubmitting}>
            Change status
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/**
 * A correction of the player's cash (finance): a signed amount with a reason. The request key is
 * made when the dialog opens, so a retry of this submission moves the money once.
 */
export function AdjustDialog({ detail, uid, onClose, onDone }: DialogProps) {
  const adjust = useAdjust();
  const [key] = useState(newRequestKey);
  const form = useForm<PayloadOf<typeof operatorCalls.adminLedgerAdjust>>({
    resolver: callResolver(operatorCalls.adminLedgerAdjust),
    defaultValues: { uid, idempotency_key: key, amount: '', reason: '' },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <Dialog
      title="Adjust balance"
      onClose={onClose}
      description={`${who(detail, uid)}: cash ${formatPeso(detail.balances.cash)}.`}
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={form.handleSubmit((payload) =>
          adjust.mutateAsync(payload).then(
            (reply) =>
              onDone(
                isHeld(reply)
                  ? { held: reply }
                  : {
                      text: `Adjusted by ${formatPeso(payload.amount)}: cash is now ${formatPeso(reply.balance)}.`,
                    },
              ),
            () => {},
          ),
        )}
      >
        <TextField
          label="Amount (₱)"
          inputMode="decimal"
          hint="Positive to credit, negative to debit, e.g. 25.50 or -25.50. A credit waits for a second operator."
          error={errors.amount?.message}
          {...form.register('amount')}
        />
        <TextAreaField label="Reason" error={errors.reason?.message} {...form.register('reason')} />
        {errors.idempotency_key && (
          <p className="text-xs text-red-700">{errors.idempotency_key.message}</p>
        )}
        {adjust.isError && <ErrorAlert error={adjust.error} />}
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="primary" busy={isSubmitting}>
            Adjust
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** A bonus by hand (finance), on spec 9's default terms; it may wait for a second operator. */
export function BonusGrantDialog({ detail, uid, onClose, onDone }: DialogProps) {
  const grant = useGrantBonus();
  const [key] = useState(newRequestKey);
  const form = useForm<PayloadOf<typeof operatorCalls.adminBonusGrant>>({
    resolver: callResolver(operatorCalls.adminBonusGrant),
    defaultValues: { uid, idempotency_key: key, amount: '', reason: '' },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <Dialog
      title="Grant bonus"
      onClose={onClose}
      description={`${who(detail, uid)}: bonus ${formatPeso(detail.balances.bonus)}.`}
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={form.handleSubmit((payload) =>
          grant.mutateAsync(payload).then(
            (reply) =>
              onDone(
                isHeld(reply)
                  ? { held: reply }
                  : { text: `Bonus of ${formatPeso(reply.amount)} granted (grant #${reply.id}).` },
              ),
            () => {},
          ),
        )}
      >
        <TextField
          label="Amount (₱)"
          inputMode="decimal"
          hint="Credited to the bonus balance with the default terms: wagering two times the amount, 30 days to use it."
          error={errors.amount?.message}
          {...form.register('amount')}
        />
        <TextAreaField label="Reason" error={errors.reason?.message} {...form.register('reason')} />
        {grant.isError && <ErrorAlert error={grant.error} />}
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="primary" busy={isSubmitting}>
            Grant
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
