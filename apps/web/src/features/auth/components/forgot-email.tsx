import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { MailIcon } from '@/shared/ui/extra-icons';
import { TitleBar } from '@/shared/ui/title-bar';
import { AUTH_COPY as COPY } from '../copy';

/**
 * 'Enter Email Address' of the forgot flow. The server sends codes by SMS only, so the route
 * explains that and offers the phone instead.
 */
export function ForgotEmail() {
  return (
    <div className="flex flex-col">
      <TitleBar title={COPY.enterEmail} />
      <div className="flex flex-col items-center gap-5 px-6 pt-10 pb-8 text-center">
        <span className="grid size-16 place-items-center rounded-full bg-white/5 text-gold-300 ring-1 ring-white/10">
          <MailIcon className="size-8" />
        </span>
        <p className="text-sm leading-relaxed text-indigo-100/85">{COPY.emailUnsupported}</p>
        <Link
          to={paths.forgetPasswordVerify.getHref('phone')}
          replace
          className="bg-gold-gradient inline-flex h-12 w-full items-center justify-center rounded-full text-base font-bold text-ink-900 shadow-[0_4px_16px_rgba(246,196,69,0.3)]"
        >
          {COPY.usePhone}
        </Link>
      </div>
    </div>
  );
}
