import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/shared/config/paths';
import { toast } from '@/shared/ui/toast/toast-store';
import { useEntrySignIn, type EntryCredential } from '../api/entry-sign-in';
import { PARTNER_ENTRY_COPY as COPY } from '../copy';
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

/**
 * The two redirect entries (spec 2.1): the partner wallet's (query token, optional game) and the
 * shopping-app mini app's (query authCode). Each signs in once, then goes to the game page with
 * back pointing to the index, or to the index; a failure shows its toast and goes to the index.
 */
export function EntryScreen({ kind }: EntryScreenProps) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const signIn = useEntrySignIn();
  const started = useRef(false);

  useEffect(() => {
    // Once: a token or code works a single time, and React may run an effect twice.
    if (started.current) return;
    started.current = true;
    const { credential, game } = readQuery(kind, params);
    const [bare, withMessage] =
      kind === 'partner-wallet'
        ? [COPY.partnerFailed, COPY.partnerFailedWith]
        : [COPY.miniFailed, COPY.miniFailedWith];
    void (async () => {
      try {
        if (!credential) throw new Error('no credential');
        await signIn(credential);
        navigate(paths.home.getHref(), { replace: true });
        if (game) navigate(paths.gamePage.getHref(game));
      } catch (error) {
        toast(failureText(error, bare, withMessage), 'error');
        navigate(paths.home.getHref(), { replace: true });
      }
    })();
  }, [kind, navigate, params, signIn]);

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
