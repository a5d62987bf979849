import type { FormEventHandler, ReactNode } from 'react';
import { Link } from 'react-router';
import { useCopy } from '@/shared/i18n/define-copy';
import { Button } from '@/shared/ui/form';
import { TitleBar } from '@/shared/ui/title-bar';
import { AUTH_COPY } from '../copy';

type ForgotStartProps = {
  title: string;
  hint: string;
  /** The phone or email field. */
  children: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  valid: boolean;
  busy: boolean;
  /** The other way to get the code: its address and its link text. */
  switchTo: string;
  switchLabel: string;
};

/**
 * Forgot password, step 1, by phone or by email (spec 2.8, 4.6): a hint, the field, 'Send code'
 * and a link to the other way.
 */
export function ForgotStart({
  title,
  hint,
  children,
  onSubmit,
  valid,
  busy,
  switchTo,
  switchLabel,
}: ForgotStartProps) {
  const COPY = useCopy(AUTH_COPY);
  return (
    <div className="flex flex-col">
      <TitleBar title={title} />
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5 px-5 pt-6 pb-8">
        <p className="text-sm text-indigo-200/80">{hint}</p>
        {children}
        <Button type="submit" active={valid} busy={busy} className="w-full">
          {COPY.sendCode}
        </Button>
        <Link
          to={switchTo}
          replace
          className="self-center text-sm font-semibold text-gold-300 hover:text-gold-200"
        >
          {switchLabel}
        </Link>
      </form>
    </div>
  );
}
