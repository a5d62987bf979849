import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { operatorCalls, type AdminLoginStep, type PayloadOf } from '@pisoplay/contract';
import { errorMessage } from '@/shared/api/errors';
import { callResolver } from '@/shared/forms/call-resolver';
import { useSessionEndedMessage } from '@/shared/session/session-store';
import { Brand } from '@/shared/ui/brand';
import { Button } from '@/shared/ui/button';
import { Notice } from '@/shared/ui/feedback';
import { CodeField, TextField } from '@/shared/ui/form';
import { groupedSecret, QrCode } from '@/shared/ui/qr-code';
import { useCodeStep, usePasswordStep } from '../api/sign-in';

type SecondStep = Exclude<AdminLoginStep, { step: 'session' }>;

/**
 * Sign-in: the password, then the authenticator's 6-digit code; an operator without a second
 * factor yet scans its secret (QR code, or the secret typed in) and confirms it with a code.
 * A signed-in operator is taken on by the router (the session store changes).
 */
export function SignInPage() {
  const [second, setSecond] = useState<SecondStep | null>(null);
  const ended = useSessionEndedMessage();
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-100 px-4 py-12">
      <div className="w-full max-w-sm">
        <Brand tone="light" className="mb-6" />
        <div className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200">
          {second ? (
            <CodeStep step={second} onRestart={() => setSecond(null)} />
          ) : (
            <PasswordStep ended={ended} onSecondStep={setSecond} />
          )}
        </div>
      </div>
    </main>
  );
}

function PasswordStep({
  ended,
  onSecondStep,
}: {
  ended: string;
  onSecondStep: (step: SecondStep) => void;
}) {
  const login = usePasswordStep();
  const form = useForm<PayloadOf<typeof operatorCalls.adminLogin>>({
    resolver: callResolver(operatorCalls.adminLogin),
    defaultValues: { username: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (payload) => {
    try {
      const step = await login.mutateAsync(payload);
      if (step.step !== 'session') onSecondStep(step);
    } catch {
      // shown below from login.error
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <h1 className="text-lg font-semibold text-slate-900">Sign in</h1>
      {ended && !login.isError && <Notice tone="warning">{ended}</Notice>}
      {login.isError && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {errorMessage(login.error)}
        </p>
      )}
      <TextField
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.username?.message}
        {...form.register('username')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" variant="primary" className="w-full" busy={isSubmitting}>
        Continue
      </Button>
    </form>
  );
}

function CodeStep({ step, onRestart }: { step: SecondStep; onRestart: () => void }) {
  const confirm = useCodeStep();
  const form = useForm<PayloadOf<typeof operatorCalls.adminLoginTotp>>({
    resolver: callResolver(operatorCalls.adminLoginTotp),
    defaultValues: { ticket: step.ticket, code: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (payload) => {
    try {
      await confirm.mutateAsync(payload);
    } catch {
      form.setValue('code', '');
    }
  });
  const enrolling = step.step === 'enrol';
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <h1 className="text-lg font-semibold text-slate-900">
        {enrolling ? 'Set up your authenticator' : 'Two-step verification'}
      </h1>
      {enrolling ? (
        <div className="space-y-3 text-sm text-slate-700">
          <p>
            Your account needs a second factor. Scan this code with an authenticator app (Google
            Authenticator, 1Password, Authy), then enter the 6-digit code it shows.
          </p>
          <div className="flex justify-center">
            <QrCode text={step.otpauth_url} label="QR code of your new authenticator secret" />
          </div>
          <div>
            <p className="text-xs font-medium text-slate-600">Or type this secret</p>
            <p className="mt-0.5 rounded bg-slate-100 px-2 py-1.5 font-mono text-sm tracking-wide break-all text-slate-900">
              {groupedSecret(step.totp_secret)}
            </p>
          </div>
        </div>
      ) : (
        <p className="text-sm text-slate-700">
          Enter the 6-digit code from your authenticator app.
        </p>
      )}
      {confirm.isError && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {errorMessage(confirm.error)}
        </p>
      )}
      <CodeField error={errors.code?.message} {...form.register('code')} />
      <Button type="submit" variant="primary" className="w-full" busy={isSubmitting}>
        {enrolling ? 'Confirm and sign in' : 'Sign in'}
      </Button>
      <Button variant="ghost" size="sm" className="w-full" onClick={onRestart}>
        Back to password
      </Button>
    </form>
  );
}
