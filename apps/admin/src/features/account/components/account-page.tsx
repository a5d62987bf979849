import { useForm } from 'react-hook-form';
import {
  OPERATOR_ROLE_TITLES,
  operatorCalls,
  type PayloadOf,
  type TotpEnrolment,
} from '@pisoplay/contract';
import { callResolver } from '@/shared/forms/call-resolver';
import { formatDateTime } from '@/shared/lib/format';
import { useOperatorSession } from '@/shared/session/session-store';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { ErrorAlert, Notice } from '@/shared/ui/feedback';
import { CodeField } from '@/shared/ui/form';
import { Details, PageHeader, Panel } from '@/shared/ui/page';
import { groupedSecret, QrCode } from '@/shared/ui/qr-code';
import { useSignOut, useTotpConfirm, useTotpEnrol } from '../api/account';

/** The operator's own account: who they are, their second factor, signing out. */
export function AccountPage() {
  const held = useOperatorSession();
  const signOut = useSignOut();
  if (!held) return null;
  const { operator } = held;
  return (
    <>
      <PageHeader title="Account" description="Your operator account and sessions." />
      <div className="grid max-w-3xl gap-5">
        <Panel title="Profile">
          <Details
            items={[
              ['Username', operator.username],
              ['Role', OPERATOR_ROLE_TITLES[operator.role]],
              [
                'Second factor',
                operator.totp_enrolled ? (
                  <Badge tone="success">Authenticator app</Badge>
                ) : (
                  <Badge tone="warning">Not set up</Badge>
                ),
              ],
              [
                'Signed out after',
                `${Math.round(operator.idle_timeout_s / 60)} minutes without activity`,
              ],
              ['Session expires', formatDateTime(held.session.expires_at)],
            ]}
          />
        </Panel>
        {!operator.totp_enrolled && <TotpSetup />}
        <Panel title="Sign out">
          <p className="text-sm text-slate-700">
            Sign out of this tab, or end every session of your account (other browsers and devices
            too), for example after using a shared computer.
          </p>
          {signOut.isError && (
            <div className="mt-3">
              <ErrorAlert error={signOut.error} />
            </div>
          )}
          <div className="mt-4 flex flex-wrap gap-2">
            <Button
              onClick={() => signOut.mutate(false)}
              busy={signOut.isPending && signOut.variables === false}
            >
              Sign out
            </Button>
            <Button
              variant="danger"
              onClick={() => signOut.mutate(true)}
              busy={signOut.isPending && signOut.variables === true}
            >
              Sign out everywhere
            </Button>
          </div>
        </Panel>
      </div>
    </>
  );
}

function TotpSetup() {
  const enrol = useTotpEnrol();
  return (
    <Panel title="Set up two-step verification">
      {enrol.data ? (
        <ConfirmCode enrolment={enrol.data} />
      ) : (
        <div className="space-y-3">
          <p className="text-sm text-slate-700">
            Protect your account with an authenticator app: after this, every sign-in asks for the
            6-digit code it shows.
          </p>
          {enrol.isError && <ErrorAlert error={enrol.error} />}
          <Button variant="primary" onClick={() => enrol.mutate()} busy={enrol.isPending}>
            Set up authenticator
          </Button>
        </div>
      )}
    </Panel>
  );
}

function ConfirmCode({ enrolment }: { enrolment: TotpEnrolment }) {
  const confirm = useTotpConfirm();
  const form = useForm<PayloadOf<typeof operatorCalls.adminTotpConfirm>>({
    resolver: callResolver(operatorCalls.adminTotpConfirm),
    defaultValues: { code: '' },
  });
  const { errors, isSubmitting } = form.formState;
  if (confirm.isSuccess) {
    return <Notice tone="success">Two-step verification is on.</Notice>;
  }
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((payload) => confirm.mutateAsync(payload).catch(() => {}))}
      className="flex flex-wrap gap-6"
    >
      <QrCode text={enrolment.otpauth_url} label="QR code of your new authenticator secret" />
      <div className="min-w-64 flex-1 space-y-3">
        <p className="text-sm text-slate-700">
          Scan the code with your authenticator app, or type the secret, then enter the code it
          shows.
        </p>
        <p className="rounded bg-slate-100 px-2 py-1.5 font-mono text-sm break-all text-slate-900">
          {groupedSecret(enrolment.totp_secret)}
        </p>
        {confirm.isError && <ErrorAlert error={confirm.error} />}
        <CodeField className="max-w-40" error={errors.code?.message} {...form.register('code')} />
        <Button type="submit" variant="primary" busy={isSubmitting}>
          Turn on
        </Button>
      </div>
    </form>
  );
}
