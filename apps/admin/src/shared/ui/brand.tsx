/** The back office's mark and name: on the sidebar's dark rail, or large on a light page. */
export function Brand({
  tone,
  className = '',
}: {
  /** `dark`: the sidebar's (the name for screen readers only below 1280 px); `light`: a page's. */
  tone: 'dark' | 'light';
  className?: string;
}) {
  const dark = tone === 'dark';
  return (
    <div className={`flex items-center gap-2.5 ${className}`}>
      <span
        aria-hidden="true"
        className={
          dark
            ? 'flex size-7 items-center justify-center rounded-md bg-indigo-500 text-sm font-bold text-white'
            : 'flex size-9 items-center justify-center rounded-lg bg-indigo-600 text-lg font-bold text-white'
        }
      >
        P
      </span>
      <span className={dark ? 'sr-only leading-tight xl:not-sr-only' : ''}>
        <span className={`block text-sm font-semibold ${dark ? 'text-white' : 'text-slate-900'}`}>
          PisoPlay
        </span>
        <span className={`block text-xs ${dark ? 'text-slate-400' : 'text-slate-600'}`}>
          Back office
        </span>
      </span>
    </div>
  );
}
