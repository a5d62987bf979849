import {
  OPERATOR_ROLES,
  OPERATOR_ROLE_TITLES,
  operatorCalls,
  type OperatorAccount,
  type PayloadOf,
} from '@pisoplay/contract';
import { CallDialog } from '@/shared/forms/call-dialog';
import { formatDateTime } from '@/shared/lib/format';
import { useActing } from '@/shared/lib/use-acting';
import { useOperatorSession } from '@/shared/session/session-store';
import { Badge, OnOffBadge } from '@/shared/ui/badge';
import { ChangeButton } from '@/shared/ui/button';
import { CheckboxField, SelectField, TextField } from '@/shared/ui/form';
import { ListPanel } from '@/shared/ui/list-panel';
import { PageHeader } from '@/shared/ui/page';
import { Stacked, actionsColumn } from '@/shared/ui/table';
import { TEAM_READS, useOperators } from '../api/team';

type Editing = { account: OperatorAccount | null };

/** The operators: add one with a role and a first password; change a role, disable, reset. */
export function TeamPage() {
  const operators = useOperators();
  const me = useOperatorSession()?.operator.username;
  const { acting: editing, act: setEditing, stop, outcome, done } = useActing<Editing>();
  return (
    <>
      <PageHeader
        title="Team"
        description="Operator accounts and their roles. Every change is audited with its reason."
        add={{ label: 'Add operator', onClick: () => setEditing({ account: null }) }}
        outcome={outcome}
      />
      <ListPanel
        title="Operators"
        query={operators}
        label="Loading operators…"
        empty="No operators"
        table={{
          caption: 'Operators',
          rowKey: (account) => account.id,
          columns: [
            {
              head: 'Username',
              rowHeader: true,
              cell: (account) => (
                <>
                  {account.username}
                  {account.username === me && (
                    <span className="ml-1.5">
                      <Badge tone="accent">You</Badge>
                    </span>
                  )}
                </>
              ),
            },
            { head: 'Role', cell: (account) => OPERATOR_ROLE_TITLES[account.role] },
            { head: 'Phone', cell: (account) => account.phone ?? '—' },
            {
              head: 'Second factor',
              cell: (account) => (
                <OnOffBadge on={account.totp_enrolled} no="Not set up" noTone="warning" />
              ),
            },
            {
              head: 'State',
              cell: (account) => <OnOffBadge on={!account.disabled} yes="Active" no="Disabled" />,
            },
            {
              head: 'Last seen',
              className: 'whitespace-nowrap',
              cell: (account) => formatDateTime(account.last_seen_at),
            },
            {
              head: 'Created',
              className: 'whitespace-nowrap',
              cell: (account) => (
                <Stacked
                  primary={formatDateTime(account.created_at)}
                  secondary={account.created_by ? `by ${account.created_by}` : undefined}
                />
              ),
            },
            actionsColumn<OperatorAccount>((account) => (
              <ChangeButton name={account.username} onClick={() => setEditing({ account })} />
            )),
          ],
        }}
      />
      {editing && (
        <OperatorDialog
          account={editing.account}
          onClose={stop}
          onDone={(account, created) => done(`${account.username} ${created ? 'added' : 'saved'}.`)}
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
  const creating = account === null;
  return (
    <CallDialog
      call={operatorCalls.adminOperatorSave}
      invalidates={TEAM_READS}
      check={{
        prepare,
        require: (values) => ({
          password: creating && !values.password ? 'A first password is required' : '',
        }),
      }}
      defaultValues={{
        username: account?.username ?? '',
        role: account?.role ?? 'support',
        phone: account?.phone ?? '',
        password: '',
        disabled: account?.disabled ?? false,
        reset_totp: false,
        reason: '',
      }}
      title={creating ? 'Add operator' : `Change ${account.username}`}
      wide
      fields={(form) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Username"
              autoComplete="off"
              readOnly={!creating}
              error={form.formState.errors.username?.message}
              {...form.register('username')}
            />
            <SelectField
              label="Role"
              error={form.formState.errors.role?.message}
              {...form.register('role')}
            >
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
              error={form.formState.errors.phone?.message}
              {...form.register('phone')}
            />
            <TextField
              label={creating ? 'First password' : 'New password (optional)'}
              type="password"
              autoComplete="new-password"
              hint="At least 10 characters. A new password ends their sessions."
              error={form.formState.errors.password?.message}
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
        </>
      )}
      submit={creating ? 'Add operator' : 'Save'}
      onClose={onClose}
      onDone={(saved) => onDone(saved, creating)}
    />
  );
}
