import { useState } from 'react';
import { operatorCalls, type ReplyOf } from '@pisoplay/contract';
import { useMayCall } from '@/shared/auth/permissions';
import { paths } from '@/shared/config/paths';
import { CallDialog, fieldError } from '@/shared/forms/call-dialog';
import { useActing } from '@/shared/lib/use-acting';
import { ButtonLink } from '@/shared/ui/button';
import { CodeListPanel, codesIn } from '@/shared/ui/code-list';
import { EmptyState } from '@/shared/ui/feedback';
import { TextField } from '@/shared/ui/form';
import { outcomeOf } from '@/shared/ui/held';
import { PageHeader, Panel } from '@/shared/ui/page';
import { VOUCHER_READS } from '../api/vouchers';

type Call = typeof operatorCalls.adminVoucherCreate;

/** A batch's fields: the payload's name, the label, the range (the contract's). */
const FIELDS = [
  ['amount', 'Amount each (whole ₱)', '₱1 to ₱500,000'],
  ['count', 'Number of codes', '1 to 500'],
] as const;

/**
 * Vouchers (finance): a batch of codes worth an amount each, which players redeem on the deposit
 * page. Every batch waits for a second finance operator under Approvals; the server keeps only
 * each code's hash, so whoever gets the codes sees them once.
 */
export function VouchersPage() {
  const canCreate = useMayCall()(operatorCalls.adminVoucherCreate);
  const { acting, act, stop, outcome, done } = useActing<'create'>();
  const [codes, setCodes] = useState<string[] | null>(null);
  const created = (reply: ReplyOf<Call>) => {
    setCodes(codesIn(reply));
    done(outcomeOf(reply, (made) => `${made.codes.length} voucher codes created.`));
  };
  return (
    <>
      <PageHeader
        title="Vouchers"
        description="Codes worth an amount each, which players redeem once on the deposit page."
        add={canCreate && { label: 'Create vouchers', onClick: () => act('create') }}
        outcome={outcome}
      />
      {codes ? (
        <CodeListPanel title="New voucher codes" codes={codes} shownOnce />
      ) : (
        <Panel>
          <EmptyState title="No codes to show">
            <p>
              Every batch waits for a second finance operator, who is shown its codes once, when
              approving it under Approvals.
            </p>
            <ButtonLink size="sm" variant="ghost" className="mt-2" to={paths.approvals.getHref()}>
              Open Approvals
            </ButtonLink>
          </EmptyState>
        </Panel>
      )}
      {acting && <CreateDialog onClose={stop} onDone={created} />}
    </>
  );
}

function CreateDialog({
  onClose,
  onDone,
}: {
  onClose: () => void;
  onDone: (reply: ReplyOf<Call>) => void;
}) {
  return (
    <CallDialog
      call={operatorCalls.adminVoucherCreate}
      invalidates={VOUCHER_READS}
      defaultValues={{ amount: '', count: 1, reason: '' }}
      title="Create vouchers"
      intro="The batch waits for a second finance operator. The one who approves it is shown the codes, once: nobody can read them again."
      fields={(form) => (
        <div className="grid grid-cols-2 gap-3">
          {FIELDS.map(([name, label, hint]) => (
            <TextField
              key={name}
              label={label}
              inputMode="numeric"
              hint={hint}
              error={fieldError(form, name)}
              {...form.register(name)}
            />
          ))}
        </div>
      )}
      submit="Create"
      onClose={onClose}
      onDone={onDone}
    />
  );
}
