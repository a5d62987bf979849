import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ROOT_ERROR_COPY } from '@/app/route-titles';
import { useCopy } from '@/shared/i18n/define-copy';
import { localizeMessage } from '@/shared/i18n/i18n';

/** Last-resort screen when a route fails to load or render. */
export function RootError() {
  const COPY = useCopy(ROOT_ERROR_COPY);
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? localizeMessage(error.message)
      : '';
  return (
    <div className="mx-auto flex min-h-dvh max-w-[480px] flex-col items-center justify-center gap-3 bg-ink-900 px-8 text-center">
      <h1 className="text-xl font-bold text-white">{COPY.title}</h1>
      <p className="text-sm text-indigo-200/70">{COPY.message}</p>
      {detail ? <p className="font-mono text-xs text-indigo-200/40">{detail}</p> : null}
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="bg-gold-gradient mt-2 rounded-full px-8 py-2.5 text-sm font-bold text-ink-900"
      >
        {COPY.reload}
      </button>
    </div>
  );
}
