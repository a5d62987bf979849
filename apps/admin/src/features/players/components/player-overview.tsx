import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  operatorCalls,
  type AdminMemberDetail,
  type AdminMemberSession,
  type PayloadOf,
} from '@pisoplay/contract';
import { useMayCall } from '@/shared/auth/permissions';
import { CallDialog } from '@/shared/forms/call-dialog';
import { callResolver } from '@/shared/forms/call-resolver';
import { formatDateTime, formatPeso } from '@/shared/lib/format';
import { Button, ChangeButton } from '@/shared/ui/button';
import { ErrorAlert } from '@/shared/ui/feedback';
import { TextAreaField } from '@/shared/ui/form';
import { Details, Panel } from '@/shared/ui/page';
import { actionsColumn } from '@/shared/ui/table';
import { TablePanel } from '@/shared/ui/list-panel';
import { PLAYER_READS, useAddNote } from '../api/players';
import type { Outcome } from '@/shared/ui/held';

/** The profile, the signed-in devices (revoke one or all) and the operators' notes. */
export function PlayerOverview({
  detail,
  uid,
  onOutcome,
}: {
  detail: AdminMemberDetail;
  uid: number;
  onOutcome: (outcome: Outcome) => void;
}) {
  const { profile } = detail;
  return (
    <div className="grid gap-5 xl:grid-cols-2">
      <Panel title="Profile">
        <Details
          items={[
            ['Nickname', profile.nick_name],
            ['Real name', profile.real_username],
            ['Email', profile.email],
            ['Phone', `+${profile.country_code} ${profile.phone}`],
            ['VIP level', String(profile.vip)],
            ['XP', String(profile.xp)],
            ['Referral code', profile.referral_code],
            ['Invited by', profile.parent_name || ''],
            ['Registered from', `${profile.reg_ip} ${profile.reg_device}`.trim()],
            ['Last sign-in from', `${profile.last_login_ip} ${profile.last_login_device}`.trim()],
            ['Withdrawals', `${profile.withdraw_count} (${formatPeso(profile.withdraw_total)})`],
            ['Note on the account', profile.note],
          ]}
        />
      </Panel>
      <Notes detail={detail} uid={uid} />
      <div className="xl:col-span-2">
        <Sessions detail={detail} uid={uid} onOutcome={onOutcome} />
      </div>
    </div>
  );
}

function Sessions({
  detail,
  uid,
  onOutcome,
}: {
  detail: AdminMemberDetail;
  uid: number;
  onOutcome: (outcome: Outcome) => void;
}) {
  const canRevoke = useMayCall()(operatorCalls.adminMemberSessionsRevoke);
  const [revoking, setRevoking] = useState<AdminMemberSession | 'all' | null>(null);
  return (
    <>
      <TablePanel
        title={`Signed-in devices · ${detail.sessions.length}`}
        actions={
          canRevoke &&
          detail.sessions.length > 0 && (
            <Button size="sm" variant="danger" onClick={() => setRevoking('all')}>
              Sign out everywhere
            </Button>
          )
        }
        rows={detail.sessions}
        empty="Not signed in anywhere"
        caption="The player's signed-in devices"
        rowKey={(session) => session.id}
        rowClassName=""
        columns={[
          {
            head: 'Device',
            className: 'max-w-80 truncate',
            title: (session) => session.device,
            cell: (session) => session.device || '—',
          },
          { head: 'Address', className: 'font-mono text-xs', cell: (session) => session.ip },
          { head: 'Signed in', cell: (session) => formatDateTime(session.created_at) },
          { head: 'Expires', cell: (session) => formatDateTime(session.expires_at) },
          {
            head: 'Access',
            // A self-excluded player's session that may only withdraw (docs/responsible-gaming.md).
            cell: (session) => (session.scope === 'withdraw' ? 'Withdraw only' : 'Full'),
          },
          actionsColumn<AdminMemberSession>(
            (session) =>
              canRevoke && (
                <ChangeButton
                  name={`the device signed in ${formatDateTime(session.created_at)}`}
                  label="Sign out"
                  onClick={() => setRevoking(session)}
                />
              ),
          ),
        ]}
      />
      {revoking && (
        <RevokeDialog
          uid={uid}
          session={revoking === 'all' ? undefined : revoking}
          onClose={() => setRevoking(null)}
          onDone={(count) => {
            setRevoking(null);
            onOutcome({ text: `${count} session${count === 1 ? '' : 's'} ended.` });
          }}
        />
      )}
    </>
  );
}

function RevokeDialog({
  uid,
  session,
  onClose,
  onDone,
}: {
  uid: number;
  session: AdminMemberSession | undefined;
  onClose: () => void;
  onDone: (revoked: number) => void;
}) {
  return (
    <CallDialog
      call={operatorCalls.adminMemberSessionsRevoke}
      invalidates={PLAYER_READS}
      defaultValues={{ uid, session_id: session?.id, reason: '' }}
      title={session ? 'Sign out one device' : 'Sign out everywhere'}
      description={
        session
          ? `${session.device || 'Device'} at ${session.ip}, signed in ${formatDateTime(session.created_at)}.`
          : 'Every session of the player ends; they must sign in again.'
      }
      submit="Sign out"
      variant="danger"
      onClose={onClose}
      onDone={(reply) => onDone(reply.revoked)}
    />
  );
}

function Notes({ detail, uid }: { detail: AdminMemberDetail; uid: number }) {
  const canNote = useMayCall()(operatorCalls.adminMemberNote);
  const add = useAddNote();
  const form = useForm<PayloadOf<typeof operatorCalls.adminMemberNote>>({
    resolver: callResolver(operatorCalls.adminMemberNote),
    defaultValues: { uid, text: '' },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <Panel title={`Notes · ${detail.notes.length}`}>
      {detail.notes.length === 0 ? (
        <p className="text-sm text-slate-600">No notes yet.</p>
      ) : (
        <ol className="max-h-72 space-y-3 overflow-y-auto">
          {detail.notes.map((note) => (
            <li key={note.id} className="rounded-md bg-slate-50 px-3 py-2 ring-1 ring-slate-200">
              <p className="text-sm whitespace-pre-wrap text-slate-900">{note.text}</p>
              <p className="mt-1 text-xs text-slate-600">
                {note.operator} · {formatDateTime(note.created_at)}
              </p>
            </li>
          ))}
        </ol>
      )}
      {canNote && (
        <form
          noValidate
          className="mt-4 space-y-2"
          onSubmit={form.handleSubmit((payload) =>
            add.mutateAsync(payload).then(
              () => form.reset({ uid, text: '' }),
              () => {},
            ),
          )}
        >
          <TextAreaField
            label="Add a note for other operators"
            rows={2}
            error={errors.text?.message}
            {...form.register('text')}
          />
          {add.isError && <ErrorAlert error={add.error} />}
          <Button type="submit" size="sm" busy={isSubmitting}>
            Add note
          </Button>
        </form>
      )}
    </Panel>
  );
}
