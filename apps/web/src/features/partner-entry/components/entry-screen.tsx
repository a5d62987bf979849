import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/shared/config/paths';
import { copyOf, useCopy } from '@/shared/i18n/define-copy';
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

/**
 * The two redirect entries (spec 2.1): the partner wallet's (query token, optional game) and the
 * shopping-app mini app's (query authCode). Each signs in once, then goes to the game page with
 * back pointing to the index, or to the index; a failure shows its toast and goes to the index.
 */
export function EntryScreen({ kind }: EntryScreenProps) {
  const COPY = useCopy(PARTNER_ENTRY_COPY);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const signIn = useEntrySignIn();
  const started = useRef(false);

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
