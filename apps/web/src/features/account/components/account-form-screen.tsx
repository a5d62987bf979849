import { Navigate } from 'react-router';
import { paths, type AccountFormType } from '@/shared/config/paths';
import { useCopy } from '@/shared/i18n/define-copy';
import { useProfile } from '@/shared/session/profile';
import { Skeleton } from '@/shared/ui/skeleton';
import { ACCOUNT_COPY } from '../copy';
import { EmailForm } from './email-form';
import { OldPasswordForm } from './old-password-form';
import { PasswordForm } from './password-form';
import { PhoneForm } from './phone-form';
import { UsernameForm } from './username-form';
import { VerifyCodeForm } from './verify-code-form';

export const ACCOUNT_FORM_TYPES: readonly AccountFormType[] = [
  'username',
  'password',
  'email',
  'phone',
  'verify',
  'verifypassword',
];

/** Reads the form type of /s-account/form/:type, case-insensitively (spec 2.1). */
export function accountFormType(raw: string | undefined): AccountFormType | undefined {
  const type = (raw ?? '').toLowerCase();
  return (ACCOUNT_FORM_TYPES as readonly string[]).includes(type)
    ? (type as AccountFormType)
    : undefined;
}

/** /s-account/form/:type. */
export function AccountFormScreen({ type }: { type: AccountFormType }) {
  const COPY = useCopy(ACCOUNT_COPY);
  const profile = useProfile();
  if (type === 'username') return <UsernameForm />;
  if (type === 'verifypassword') return <OldPasswordForm />;
  if (profile.isError) return <Navigate to={paths.account.getHref()} replace />;
  if (!profile.data) {
    return (
      <div className="flex flex-col gap-4 px-5 pt-16" aria-busy="true">
        <p className="sr-only">{COPY.loading}</p>
        <Skeleton className="h-12 w-full rounded-xl" />
        <Skeleton className="h-12 w-full rounded-full" />
      </div>
    );
  }
  const p = profile.data;
  switch (type) {
    case 'password':
      return <PasswordForm hasPassword={p.has_login_password} />;
    case 'email':
      return <EmailForm hasEmail={p.has_email} />;
    case 'phone':
      return <PhoneForm hasPhone={p.has_phone_number} />;
    case 'verify':
      return <VerifyCodeForm profile={p} />;
  }
}
