import { Fragment, useId } from 'react';
import { Link } from 'react-router';
import { OPERATOR_SOCIAL_URL } from '@/shared/config/env';
import { paths } from '@/shared/config/paths';
import { useCopy } from '@/shared/i18n/define-copy';
import { CheckIcon } from '@/shared/ui/icons';
import { Modal } from '@/shared/ui/modal/modal';
import { TERMS_GATE_COPY } from '../copy';
import { termsGateStore, useTermsGateOpen, useTermsGateState } from '../hooks/terms-gate-store';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The agreement sentence with its two document names turned into links. */
function AgreementText() {
  const COPY = useCopy(TERMS_GATE_COPY);
  const links = [
    { text: COPY.termsOfUse, href: paths.termsOfUse.getHref() },
    { text: COPY.privacyPolicy, href: paths.privacyPolicy.getHref() },
  ];
  const pattern = new RegExp(`(${links.map((link) => escapeRegExp(link.text)).join('|')})`);
  return (
    <>
      {COPY.agreement.split(pattern).map((part, i) => {
        const link = links.find((item) => item.text === part);
        return link ? (
          <Link
            key={i}
            to={link.href}
            className="font-semibold text-gold-300 underline underline-offset-2"
          >
            {part}
          </Link>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        );
      })}
    </>
  );
}

function TermsGateContent() {
  const COPY = useCopy(TERMS_GATE_COPY);
  const { agreed } = useTermsGateState();
  const checkboxId = useId();
  return (
    <div className="flex flex-col gap-4 text-sm text-indigo-100/90">
      <div className="rounded-2xl bg-white/5 p-4 ring-1 ring-white/10">
        <p className="font-semibold text-white">{COPY.intro}</p>
        <ul className="mt-2 flex flex-col gap-1.5">
          {[
            COPY.ineligible1,
            COPY.ineligible2,
            COPY.ineligible3,
            COPY.ineligible4,
            COPY.ineligible5,
          ].map((item) => (
            <li key={item} className="flex items-start gap-2">
              <span
                aria-hidden="true"
                className="mt-1.5 size-1.5 shrink-0 rounded-full bg-gold-400"
              />
              <span className="first-letter:uppercase">{item}</span>
            </li>
          ))}
        </ul>
      </div>
      <p className="rounded-xl border border-rose-400/30 bg-rose-500/10 px-3 py-2 text-rose-100">
        {COPY.forfeiture}
      </p>
      <p className="rounded-xl border border-amber-400/30 bg-amber-500/10 px-3 py-2 text-amber-100">
        {COPY.publicPlaces}
      </p>
      <p className="text-xs leading-relaxed text-indigo-200/80">
        <AgreementText />
      </p>
      <label htmlFor={checkboxId} className="flex cursor-pointer items-center gap-3 self-start">
        <span className="relative grid size-5 place-items-center">
          <input
            id={checkboxId}
            type="checkbox"
            checked={agreed}
            onChange={(event) => termsGateStore.setAgreed(event.target.checked)}
            className="peer size-5 cursor-pointer appearance-none rounded-md border border-gold-400/70 bg-transparent checked:border-gold-400 checked:bg-gold-400"
          />
          <CheckIcon className="pointer-events-none absolute size-3.5 text-ink-900 opacity-0 peer-checked:opacity-100" />
        </span>
        <span className="font-semibold text-white">{COPY.agree}</span>
      </label>
      <div className="mt-1 grid grid-cols-2 gap-3">
        <button
          type="button"
          onClick={() => window.location.assign(OPERATOR_SOCIAL_URL)}
          className="h-11 rounded-full bg-white/8 font-semibold text-indigo-100 ring-1 ring-white/15 hover:bg-white/12"
        >
          {COPY.exit}
        </button>
        <button
          type="button"
          disabled={!agreed}
          onClick={() => termsGateStore.proceed()}
          className="bg-gold-gradient h-11 rounded-full font-bold text-ink-900 shadow-[0_4px_16px_rgba(246,196,69,0.3)] transition disabled:opacity-40 disabled:shadow-none"
        >
          {COPY.proceed}
        </button>
      </div>
    </div>
  );
}

/**
 * The first screen (spec 2.4): a modal that cannot be dismissed. It stays closed on the legal
 * pages it links to, so they can be read, and comes back when the user leaves them.
 */
export function TermsGate() {
  const COPY = useCopy(TERMS_GATE_COPY);
  const open = useTermsGateOpen();
  return (
    <Modal open={open} title={COPY.title} variant="center" dismissible={false}>
      <TermsGateContent />
    </Modal>
  );
}
