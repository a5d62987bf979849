import { useState } from 'react';
import { useNavigate } from 'react-router';
import { KYC_STATUS_LABELS, kycStatusFromNumber, type KycStatus } from '@pisoplay/contract';
import { paths } from '@/shared/config/paths';
import { useCopy } from '@/shared/i18n/define-copy';
import { localizeMessage } from '@/shared/i18n/i18n';
import { displayPhone } from '@/shared/lib/phone-input';
import { useProfile } from '@/shared/session/profile';
import { ErrorWithRetry } from '@/shared/ui/empty-state';
import { PencilIcon } from '@/shared/ui/extra-icons';
import { Img } from '@/shared/ui/img';
import { Skeleton } from '@/shared/ui/skeleton';
import { TitleBar } from '@/shared/ui/title-bar';
import { toast } from '@/shared/ui/toast/toast-store';
import avatarFallback from '@/assets/avatar-fallback.svg';
import { ACCOUNT_COPY } from '../copy';
import { verificationStore } from '../lib/verification';
import { AccountRow, RowAction } from './account-row';
import { NoEmailHint } from './no-email-hint';
import { PasswordResetModal } from './password-reset-modal';

/** Spec 4.1: these statuses open KYC from the account page. */
const KYC_TAPPABLE: readonly KycStatus[] = [
  'unset',
  'basic_account',
  'rejected',
  'basic_kyc',
  'frozen',
  'test_account',
];
/** …and these also show 'Go To Verify'. */
const KYC_GO_TO_VERIFY: readonly KycStatus[] = ['unset', 'basic_account'];

/**
 * /s-account (spec 2.8): avatar, username, ID, KYC, login password and phone number, and the
 * email once set. A detail not given yet reads 'Not set' beside the spec's 'Set' action.
 */
export function AccountScreen() {
  const COPY = useCopy(ACCOUNT_COPY);
  const profile = useProfile();
  const navigate = useNavigate();
  const [resetOpen, setResetOpen] = useState(false);

  const title = <TitleBar title={COPY.title} backTo={paths.my.getHref()} />;
  if (profile.isPending) {
    return (
      <div className="flex flex-col" aria-busy="true">
        {title}
        <p className="sr-only">{COPY.loading}</p>
        <div className="flex flex-col items-center gap-3 px-4 py-6">
          <Skeleton className="size-22 rounded-full" />
          <Skeleton className="h-64 w-full rounded-2xl" />
        </div>
      </div>
    );
  }
  if (profile.isError) {
    return (
      <div className="flex flex-col">
        {title}
        <ErrorWithRetry
          message={COPY.loadFailed}
          retryLabel={COPY.retry}
          onRetry={() => void profile.refetch()}
        />
      </div>
    );
  }

  const p = profile.data;
  const status = kycStatusFromNumber(p.kyc_status);
  const name = p.nick_name || p.username;

  const startPhoneVerification = (field: 'password' | 'phone' | 'email') => {
    if (!p.has_phone_number) {
      toast(COPY.phoneNotAvailable, 'error');
      return;
    }
    verificationStore.start({ type: 'edit', field, verifyMethod: 'phone', stage: 'identity' });
    navigate(paths.accountForm.getHref('verify'));
  };

  const onPasswordRow = () => {
    if (!p.has_login_password) {
      verificationStore.start({ type: 'create', field: 'password', stage: 'identity' });
      navigate(paths.accountForm.getHref('password'));
    } else {
      setResetOpen(true);
    }
  };

  const onPhoneRow = () => {
    verificationStore.start({
      type: p.has_phone_number ? 'edit' : 'create',
      field: 'phone',
      stage: 'identity',
    });
    navigate(paths.accountVerifyType.getHref());
  };

  const createEmail = () => {
    verificationStore.start({ type: 'create', field: 'email', stage: 'identity' });
    navigate(paths.accountForm.getHref('email'));
  };

  const kycTappable = KYC_TAPPABLE.includes(status);

  return (
    <div className="flex flex-col">
      {title}
      <div className="flex flex-col gap-5 px-4 pt-6 pb-8">
        <div className="flex flex-col items-center gap-2">
          <button
            type="button"
            onClick={() => navigate(paths.accountAvatar.getHref())}
            aria-label={COPY.changeAvatar}
            className="group relative rounded-full p-1 ring-2 ring-gold-400/70 shadow-[0_0_24px_rgba(246,196,69,0.25)]"
          >
            <Img
              src={p.avatar || avatarFallback}
              fallbackSrc={avatarFallback}
              alt=""
              loading="eager"
              className="size-22 rounded-full bg-ink-700 object-cover"
            />
            <span className="absolute right-0 bottom-0 grid size-7 place-items-center rounded-full bg-gold-400 text-ink-900 ring-2 ring-ink-900 transition group-hover:scale-110">
              <PencilIcon className="size-3.5" />
            </span>
          </button>
          <p className="text-lg font-bold text-white">{name}</p>
        </div>

        <ul className="divide-y divide-white/5 overflow-hidden rounded-2xl bg-white/5 ring-1 ring-white/10">
          <AccountRow
            label={COPY.username}
            value={name}
            to={paths.accountForm.getHref('username')}
          />
          <AccountRow label={COPY.id} value={String(p.uid)} />
          <AccountRow
            label={COPY.kyc}
            value={localizeMessage(KYC_STATUS_LABELS[status])}
            onClick={
              kycTappable
                ? () => navigate(paths.kyc.getHref(), { state: { resetKycStage: true } })
                : undefined
            }
            extra={
              KYC_GO_TO_VERIFY.includes(status) ? (
                <RowAction>{COPY.goToVerify}</RowAction>
              ) : undefined
            }
          />
          <AccountRow
            label={COPY.loginPassword}
            value={p.has_login_password ? COPY.change : COPY.notSet}
            extra={p.has_login_password ? undefined : <RowAction>{COPY.set}</RowAction>}
            onClick={onPasswordRow}
          />
          <AccountRow
            label={COPY.phoneNumber}
            value={p.has_phone_number ? `+${p.country_code} ${displayPhone(p.phone)}` : COPY.notSet}
            extra={p.has_phone_number ? undefined : <RowAction>{COPY.set}</RowAction>}
            onClick={onPhoneRow}
          />
          <AccountRow
            label={COPY.email}
            value={p.has_email ? p.email : COPY.notSet}
            extra={p.has_email ? undefined : <RowAction>{COPY.set}</RowAction>}
            onClick={p.has_email ? () => startPhoneVerification('email') : createEmail}
          />
        </ul>
      </div>

      <NoEmailHint noEmail={!p.has_email} onGoToSetting={createEmail} />
      <PasswordResetModal
        open={resetOpen}
        onClose={() => setResetOpen(false)}
        onPhone={() => startPhoneVerification('password')}
        onOldPassword={() => {
          verificationStore.start({
            type: 'edit',
            field: 'password',
            verifyMethod: 'password',
            stage: 'identity',
          });
          navigate(paths.accountForm.getHref('verifypassword'));
        }}
      />
    </div>
  );
}
