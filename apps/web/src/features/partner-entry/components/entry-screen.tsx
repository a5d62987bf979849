import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { withdrawTicketOf, type Session } from '@pisoplay/contract';
import { errorMessage } from '@/shared/api/errors';
import { paths } from '@/shared/config/paths';
import { copyOf, useCopy } from '@/shared/i18n/define-copy';
import { setEntryKind } from '@/shared/session/entry-kind';
import { setSession } from '@/shared/session/session-store';
import { WithdrawOffer } from '@/shared/session/withdraw-offer';
import { toast } from '@/shared/ui/toast/toast-store';
import { useEntrySignIn, type EntryCredential } from '../api/entry-sign-in';
import { PARTNER_ENTRY_COPY } from '../copy';
import { decodeEntryToken, entryGame } from '../lib/entry-params';
import { failureText } from '../lib/failure-text';

type EntryScreenProps = { kind: EntryCredential['kind'] };

/** What the query carries: the credential (null when missing or malformed) and the game. */
function readQuery(kind: EntryCredential['kind'], params: URLSearchParams) {
  if (kind === 'mini-app') {
    const authCode = params.get('authCode');
    return { credential: authCode ? { kind, authCode } : null, game: null };
  }
  const token = decodeEntryToken(params.get('token'));
  return { credential: token ? { kind, token } : null, game: entryGame(params.get('game')) };
}

/** A sign-in refused for a self-exclusion: the server's message and the withdraw-only offer. */
function ExcludedEntry({
  kind,
  message,
  ticket,
}: {
  kind: EntryCredential['kind'];
  message: string;
  ticket: string;
}) {
  const COPY = useCopy(PARTNER_ENTRY_COPY);
  const navigate = useNavigate();
  const keep = (session: Session) => {
    setSession(session);
    setEntryKind(kind);
    navigate(paths.responsibleGaming.getHref(), { replace: true });
  };
  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-sm flex-col justify-center gap-4 px-5">
      <h1 className="text-lg font-bold text-white">{COPY.excludedTitle}</h1>
      <p role="alert" className="text-sm leading-relaxed font-semibold text-rose-200">
        {message}
      </p>
      <WithdrawOffer ticket={ticket} onSession={keep} />
      <Link
        to={paths.home.getHref()}
        replace
        className="self-center text-sm font-semibold text-gold-300 hover:text-gold-200"
      >
        {COPY.toHome}
      </Link>
    </div>
  );
}

/**
 * The two redirect entries (spec 2.1): the partner wallet's (query token, optional game) and the
 * shopping-app mini app's (query authCode). Each signs in once, then goes to the game page with
 * back pointing to the index, or to the index; a failure shows its toast and goes to the index.
 * A self-excluded player's refusal stays here, with its date and the withdraw-only sign-in
 * (docs/responsible-gaming.md).
 */
export function EntryScreen({ kind }: EntryScreenProps) {
  const COPY = useCopy(PARTNER_ENTRY_COPY);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const signIn = useEntrySignIn();
  const started = useRef(false);
  const [excluded, setExcluded] = useState<{ message: string; ticket: string } | null>(null);

  useEffect(() => {
    // Once: a token or code works a single time, and React may run an effect twice.
    if (started.current) return;
    started.current = true;
    const { credential, game } = readQuery(kind, params);
    void (async () => {
      try {
        if (!credential) throw new Error('no credential');
        await signIn(credential);
        navigate(paths.home.getHref(), { replace: true });
        if (game) navigate(paths.gamePage.getHref(game));
      } catch (error) {
        // The texts of the language the player has when the sign-in fails.
        const texts = copyOf(PARTNER_ENTRY_COPY);
        const ticket = withdrawTicketOf(error);
        if (ticket) {
          setExcluded({ message: errorMessage(error, texts.partnerFailed), ticket });
          return;
        }
        const text =
          kind === 'partner-wallet'
            ? failureText(error, texts.partnerFailed, (message) =>
                texts.partnerFailedWith({ message }),
              )
            : failureText(error, texts.miniFailed, (message) => texts.miniFailedWith({ message }));
        toast(text, 'error');
        navigate(paths.home.getHref(), { replace: true });
      }
    })();
  }, [kind, navigate, params, signIn]);

  if (excluded) return <ExcludedEntry kind={kind} {...excluded} />;
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-4">
      <span
        role="status"
        aria-label={COPY.signingIn}
        className="size-8 animate-spin rounded-full border-2 border-gold-400/30 border-t-gold-400"
      />
      <p className="text-sm text-indigo-100/80">{COPY.signingIn}</p>
    </div>
  );
}
