import { useLocation, useMatches, useParams, type Params } from 'react-router';
import { NotFoundScreen } from '@/features/not-found/components/not-found-screen';
import { TitleBar } from '@/shared/ui/title-bar';

/** Static data of a route whose screen arrives with a later issue. */
export type PlaceholderHandle = {
  title: string | ((params: Params, search: URLSearchParams) => string | undefined);
  backTo?: string;
  /** Tab roots of the bottom navigation have no back button. */
  noBack?: boolean;
};

/** Shows only the title bar (title, back button) of a screen still to be built. */
export function Component() {
  const matches = useMatches();
  const params = useParams();
  const { search } = useLocation();
  const handle = matches[matches.length - 1]?.handle as PlaceholderHandle | undefined;
  const title =
    typeof handle?.title === 'function'
      ? handle.title(params, new URLSearchParams(search))
      : handle?.title;
  // A title function that knows no title means the address is not a real screen.
  if (title === undefined) return <NotFoundScreen />;
  return (
    <div className="flex flex-col">
      <TitleBar title={title} backTo={handle?.backTo} noBack={handle?.noBack} />
    </div>
  );
}
