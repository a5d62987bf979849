import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  OPERATOR_ROLES,
  OPERATOR_ROLE_TITLES,
  operatorCalls,
  type OperatorAccount,
  type PayloadOf,
} from '@pisoplay/contract';
import { callResolver } from '@/shared/forms/call-resolver';
import { formatDateTime } from '@/shared/lib/format';
import { useOperatorSession } from '@/shared/session/session-store';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { Dialog, DialogActions } from '@/shared/ui/dialog';
import { EmptyState, ErrorAlert, Loading, Notice } from '@/shared/ui/feedback';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/shared/ui/form';
import { PageHeader, Panel } from '@/shared/ui/page';
import { RowTh, Table, Td, Th } from '@/shared/ui/table';
import { useOperators, useSaveOperator } from '../api/team';

type Editing = { account: OperatorAccount | null };

/** The operators: add one with a role and a first password; change a role, disable, reset. */
export function TeamPage() {
  const operators = useOperators();
  const me = useOperatorSession()?.operator.username;
  const [editing, setEditing] = useState<Editing | null>(null);
  const [saved, setSaved] = useState('');
  return (
    <>
      <PageHeader
        title="Team"
        description="Operator accounts and their roles. Every change is audited with its reason."
        actions={
          <Button variant="primary" onClick={() => setEditing({ account: null })}>
            Add operator
          </Button>
        }
      />
      {saved && (
        <div className="mb-4">
          <Notice tone="success">{saved}</Notice>
        </div>
      )}
      <Panel flush title={operators.data ? `Operators · ${operators.data.length}` : 'Operators'}>
        {operators.isPending ? (
          <Loading label="Loading operators…" />
        ) : operators.isError ? (
          <div className="p-4">
            <ErrorAlert error={operators.error} onRetry={() => operators.refetch()} />
          </div>
        ) : operators.data.length === 0 ? (
          <EmptyState title="No operators" />
        ) : (
          <Table caption="Operators">
            <thead>
              <tr>
                <Th>Username</Th>
                <Th>Role</Th>
                <Th>Phone</Th>
                <Th>Second factor</Th>
                <Th>State</Th>
                <Th>Last seen</Th>
                <Th>Created</Th>
                <Th>
                  <span className="sr-only">Actions</span>
                </Th>
              </tr>
            </thead>
            <tbody>
              {operators.data.map((account) => (
                <tr key={account.id} className="hover:bg-slate-50">
                  <RowTh>
                    {account.username}
                    {account.username === me && (
                      <span className="ml-1.5">
                        <Badge tone="accent">You</Badge>
                      </span>
                    )}
                  </RowTh>
                  <Td>{OPERATOR_ROLE_TITLES[account.role]}</Td>
                  <Td>{account.phone ?? '—'}</Td>
                  <Td>
                    {account.totp_enrolled ? (
                      <Badge tone="success">On</Badge>
                    ) : (
                      <Badge tone="warning">Not set up</Badge>
                    )}
                  </Td>
                  <Td>
                    {account.disabled ? (
                      <Badge tone="danger">Disabled</Badge>
                    ) : (
                      <Badge tone="success">Active</Badge>
                    )}
                  </Td>
                  <Td className="whitespace-nowrap">{formatDateTime(account.last_seen_at)}</Td>
                  <Td className="whitespace-nowrap">
                    {formatDateTime(account.created_at)}
                    {account.created_by && (
                      <span className="block text-xs text-slate-600">by {account.created_by}</span>
                    )}
                  </Td>
                  <Td align="right">
                    <Button
                      size="sm"
                      onClick={() => setEditing({ account })}
                      aria-label={`Change ${account.username}`}
                    >
                      Change
                    </Button>
                  </Td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Panel>
      {editing && (
        <OperatorDialog
          account={editing.account}
          onClose={() => setEditing(null)}
          onDone={(account, created) => {
            setEditing(null);
            setSaved(`${account.username} ${created ? 'added' : 'saved'}.`);
          }}
        />
      )}
    </>
  );
}

type SavePayload = PayloadOf<typeof operatorCalls.adminOperatorSave>;

/** Empty optional fields are left out: no new password, no phone change. */
function prepare(values: SavePayload): SavePayload {
  const next = { ...values };
  if (!next.password) delete next.password;
  if (next.phone === '') next.phone = null;
  return next;
}

function OperatorDialog({
  account,
  onClose,
  onDone,
}: {
  account: OperatorAccount | null;
  onClose: () => void;
  onDone: (account: OperatorAccount, created: boolean) => void;
}) {
  const save = useSaveOperator();
  const creating = account === null;
  const form = useForm<SavePayload>({
    resolver: callResolver(operatorCalls.adminOperatorSave, {
      prepare,
      require: (values) => ({
        password: creating && !values.password ? 'A first password is required' : '',
      }),
    }),
    defaultValues: {
      username: account?.username ?? '',
      role: account?.role ?? 'support',
      phone: account?.phone ?? '',
      password: '',
      disabled: account?.disabled ?? false,
      reset_totp: false,
      reason: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <Dialog title={creating ? 'Add operator' : `Change ${account.username}`} onClose={onClose} wide>
      <form
        noValidate
        className="space-y-4"
        onSubmit={form.handleSubmit((payload) =>
          save.mutateAsync(payload).then(
            (saved) => onDone(saved, creating),
            () => {},
          ),
        )}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Username"
            autoComplete="off"
            readOnly={!creating}
            error={errors.username?.message}
            {...form.register('username')}
          />
          <SelectField label="Role" error={errors.role?.message} {...form.register('role')}>
            {OPERATOR_ROLES.map((role) => (
              <option key={role} value={role}>
                {OPERATOR_ROLE_TITLES[role]}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Phone (optional)"
            inputMode="numeric"
            placeholder="639171234567"
            error={errors.phone?.message}
            {...form.register('phone')}
          />
          <TextField
            label={creating ? 'First password' : 'New password (optional)'}
            type="password"
            autoComplete="new-password"
            hint="At least 10 characters. A new password ends their sessions."
            error={errors.password?.message}
            {...form.register('password')}
          />
        </div>
        {!creating && (
          <div className="space-y-2.5">
            <CheckboxField
              label="Disabled"
              hint="A disabled operator cannot sign in; their sessions end."
              {...form.register('disabled')}
            />
            <CheckboxField
              label="Reset second factor"
              hint="They set up a new authenticator at their next sign-in."
              {...form.register('reset_totp')}
            />
          </div>
        )}
        <TextAreaField label="Reason" error={errors.reason?.message} {...form.register('reason')} />
        {save.isError && <ErrorAlert error={save.error} />}
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="primary" busy={isSubmitting}>
            {creating ? 'Add operator' : 'Save'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
