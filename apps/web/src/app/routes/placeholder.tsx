import { useLocation, useMatches, useParams, type Params } from 'react-router';
import { NotFoundScreen } from '@/features/not-found/components/not-found-screen';
import type { KycAction } from '@pisoplay/contract';
import { kycActionOfScreen } from '@/shared/kyc/gated-screens';
import { KycRefusedState } from '@/shared/kyc/kyc-refused-state';
import { useKycGateOnEnter } from '@/shared/kyc/use-kyc-gate-on-enter';
import { TitleBar } from '@/shared/ui/title-bar';

/** Static data of a route whose screen arrives with a later issue. */
export type PlaceholderHandle = {
  title: string | ((params: Params, search: URLSearchParams) => string | undefined);
  backTo?: string;
  /** Tab roots of the bottom navigation have no back button. */
  noBack?: boolean;
};

/** A gated screen's gate on opening (a welfare activity): its reminder, and the way to KYC. */
function ScreenGate({ action }: { action: KycAction }) {
  const access = useKycGateOnEnter(action, { quiet: false });
  return access === 'denied' ? <KycRefusedState action={action} /> : null;
}

/** Shows only the title bar (title, back button) of a screen still to be built. */
export function Component() {
  const matches = useMatches();
  const params = useParams();
  const { pathname, search } = useLocation();
  const handle = matches[matches.length - 1]?.handle as PlaceholderHandle | undefined;
  const title =
    typeof handle?.title === 'function'
      ? handle.title(params, new URLSearchParams(search))
      : handle?.title;
  const gateAction = kycActionOfScreen(pathname);
  // A title function that knows no title means the address is not a real screen.
  if (title === undefined) return <NotFoundScreen />;
  return (
    <div className="flex flex-col">
      <TitleBar title={title} backTo={handle?.backTo} noBack={handle?.noBack} />
      {gateAction ? <ScreenGate action={gateAction} /> : null}
    </div>
  );
}
