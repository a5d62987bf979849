import { useNavigate } from 'react-router';
import { paths } from '@/shared/config/paths';
import { useCopy } from '@/shared/i18n/define-copy';
import { useProfile } from '@/shared/session/profile';
import { HeadsetIcon, MessageCodeIcon } from '@/shared/ui/extra-icons';
import { TitleBar } from '@/shared/ui/title-bar';
import { ACCOUNT_COPY } from '../copy';
import { useVerification, verificationStore } from '../lib/verification';
import { OptionRow } from './option-row';

/**
 * /s-account/verifytype (spec 2.8): Phone Verification (only with a phone number) or Customer
 * Service.
 */
export function VerifyTypeScreen() {
  const COPY = useCopy(ACCOUNT_COPY);
  const profile = useProfile();
  const verification = useVerification();
  const navigate = useNavigate();
  const hasPhone = profile.data?.has_phone_number === true;

  const options = [
    ...(hasPhone
      ? [
          {
            label: COPY.phoneVerificationOption,
            icon: MessageCodeIcon,
            onClick: () => {
              verificationStore.start({
                type: verification?.type ?? 'edit',
                field: verification?.field,
                verifyMethod: 'phone',
                stage: 'identity',
              });
              navigate(paths.accountForm.getHref('verify'));
            },
          },
        ]
      : []),
    {
      label: COPY.customerService,
      icon: HeadsetIcon,
      onClick: () =>
        navigate(
          paths.myService.getHref({
            name: profile.data ? profile.data.nick_name || profile.data.username : undefined,
            email: profile.data?.email || undefined,
          }),
        ),
    },
  ];

  return (
    <div className="flex flex-col">
      <TitleBar title={COPY.verifyTitle} backTo={paths.account.getHref()} />
      <div className="flex flex-col gap-3 px-4 pt-6 pb-8">
        <p className="text-sm text-indigo-200/80">{COPY.verifyText}</p>
        <ul className="flex flex-col gap-3">
          {options.map((option) => (
            <li key={option.label}>
              <OptionRow {...option} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
