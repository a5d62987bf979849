import { useState } from 'react';
import type { DefaultValues, Path } from 'react-hook-form';
import {
  KYC_STATUS_LABELS,
  operatorCalls,
  type AdminMemberDetail,
  type Held,
  type PayloadOf,
  type ReplyOf,
} from '@pisoplay/contract';
import { CallDialog, fieldError } from '@/shared/forms/call-dialog';
import { formatPeso } from '@/shared/lib/format';
import { newRequestKey } from '@/shared/lib/request-key';
import { RadioGroupField, TextField } from '@/shared/ui/form';
import { outcomeOf, type Outcome } from '@/shared/ui/held';
import { PLAYER_READS } from '../api/players';

type DialogProps = {
  detail: AdminMemberDetail;
  uid: number;
  onClose: () => void;
  onDone: (outcome: Outcome) => void;
};

const who = (detail: AdminMemberDetail, uid: number) => `${detail.profile.username} (uid ${uid})`;

/** Block, unblock or mark as a test account (compliance), with a reason. */
export function StatusDialog({ detail, uid, onClose, onDone }: DialogProps) {
  const blocked = detail.kyc_status === 'block';
  return (
    <CallDialog
      call={operatorCalls.adminMemberStatus}
      invalidates={PLAYER_READS}
      check={{ messages: { kyc_status: 'Choose a status' } }}
      defaultValues={{ uid, kyc_status: blocked ? 'unblock' : 'block', reason: '' }}
      title="Change status"
      description={`${who(detail, uid)}, now ${KYC_STATUS_LABELS[detail.kyc_status]}.`}
      fields={(form) => (
        <RadioGroupField
          legend="New status"
          error={fieldError(form, 'kyc_status')}
          options={[
            blocked
              ? ['unblock', 'Unblock', 'Back to the status before the block.']
              : [
                  'block',
                  'Block',
                  'Signs the player out everywhere; no sign-in, play or payments.',
                ],
            ['test_account', 'Test account', 'An account of our own staff.'],
          ]}
          {...form.register('kyc_status')}
        />
      )}
      submit="Change status"
      variant="danger"
      onClose={onClose}
      onDone={(_, payload) =>
        onDone({ text: `Status changed: ${payload.kyc_status.replace('_', ' ')}.` })
      }
    />
  );
}

/**
 * Money by hand (finance), with a reason: a correction of the player's cash (a signed amount) or
 * a bonus on spec 9's default terms. Either may wait for a second operator. The request key is
 * made when the dialog opens, so a retry of this submission moves the money once.
 */
function MoneyDialog<
  C extends typeof operatorCalls.adminLedgerAdjust | typeof operatorCalls.adminBonusGrant,
>({
  call,
  detail,
  uid,
  title,
  balance,
  hint,
  submit,
  said,
  onClose,
  onDone,
}: DialogProps & {
  call: C;
  title: string;
  balance: string;
  hint: string;
  submit: string;
  said: (reply: Exclude<ReplyOf<C>, Held>, amount: string) => string;
}) {
  const [key] = useState(newRequestKey);
  return (
    <CallDialog
      call={call}
      invalidates={PLAYER_READS}
      defaultValues={
        { uid, idempotency_key: key, amount: '', reason: '' } as DefaultValues<PayloadOf<C>>
      }
      title={title}
      description={`${who(detail, uid)}: ${balance}.`}
      fields={(form) => (
        <>
          <TextField
            label="Amount (₱)"
            inputMode="decimal"
            hint={hint}
            error={fieldError(form, 'amount')}
            {...form.register('amount' as Path<PayloadOf<C>>)}
          />
          {fieldError(form, 'idempotency_key') && (
            <p className="text-xs text-red-700">{fieldError(form, 'idempotency_key')}</p>
          )}
        </>
      )}
      submit={submit}
      onClose={onClose}
      onDone={(reply, payload) =>
        onDone(outcomeOf(reply, (done) => said(done as never, String(payload.amount))))
      }
    />
  );
}

/** A correction of the player's cash: positive credits (held for a second operator), negative debits. */
export const AdjustDialog = (props: DialogProps) => (
  <MoneyDialog
    {...props}
    call={operatorCalls.adminLedgerAdjust}
    title="Adjust balance"
    balance={`cash ${formatPeso(props.detail.balances.cash)}`}
    hint="Positive to credit, negative to debit, e.g. 25.50 or -25.50. A credit waits for a second operator."
    submit="Adjust"
    said={(reply, amount) =>
      `Adjusted by ${formatPeso(amount)}: cash is now ${formatPeso(reply.balance)}.`
    }
  />
);

/** A bonus by hand, on spec 9's default terms. */
export const BonusGrantDialog = (props: DialogProps) => (
  <MoneyDialog
    {...props}
    call={operatorCalls.adminBonusGrant}
    title="Grant bonus"
    balance={`bonus ${formatPeso(props.detail.balances.bonus)}`}
    hint="Credited to the bonus balance with the default terms: wagering two times the amount, 30 days to use it."
    submit="Grant"
    said={(reply) => `Bonus of ${formatPeso(reply.amount)} granted (grant #${reply.id}).`}
  />
);

/** Mystery boxes by hand (finance), with a reason: each lasts 20 hours and opens for a prize. */
export function BoxIssueDialog({ detail, uid, onClose, onDone }: DialogProps) {
  return (
    <CallDialog
      call={operatorCalls.adminBoxIssue}
      invalidates={[]}
      defaultValues={{ uid, count: 1, reason: '' }}
      title="Issue mystery boxes"
      description={`${who(detail, uid)}.`}
      intro="Each box is the player’s to open for 20 hours (72,000 s), for a prize drawn from the published odds and paid as a bonus."
      fields={(form) => (
        <TextField
          label="Boxes (1 to 10)"
          inputMode="numeric"
          error={fieldError(form, 'count')}
          {...form.register('count')}
        />
      )}
      submit="Issue"
      onClose={onClose}
      onDone={({ box_ids }) =>
        onDone({
          text: `${box_ids.length} mystery box${box_ids.length === 1 ? '' : 'es'} issued (#${box_ids.join(', #')}).`,
        })
      }
    />
  );
}
