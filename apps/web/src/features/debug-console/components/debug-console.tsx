import type { ReactNode } from 'react';
import { env } from '@/shared/config/env';
import { currentBrand } from '@/shared/brand/brand';
import { useHomeIndex } from '@/shared/brand/home-index';
import { useCopy } from '@/shared/i18n/define-copy';
import { deviceHeader } from '@/shared/lib/device';
import { useIsSignedIn } from '@/shared/session/session-store';
import { localStore, sessionStore, STORAGE_PREFIX } from '@/shared/storage/storage';
import { DEBUG_COPY } from '../copy';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[7.5rem_1fr] gap-2 border-b border-white/5 py-2 last:border-0">
      <dt className="text-indigo-200/60">{label}</dt>
      <dd className="min-w-0 font-mono break-words text-indigo-50">{children}</dd>
    </div>
  );
}

const keyList = (keys: string[], none: string) =>
  keys.length ? keys.map((key) => STORAGE_PREFIX + key).join(', ') : none;

/** Facts about this build and device, for support (opened by the hidden tap code). */
export function DebugConsole() {
  const COPY = useCopy(DEBUG_COPY);
  const index = useHomeIndex();
  const signedIn = useIsSignedIn();
  return (
    <dl className="text-xs">
      <Row label={COPY.appVersion}>{env.appVersion}</Row>
      <Row label={COPY.indexVersion}>{index.data?.version ?? COPY.none}</Row>
      <Row label={COPY.brand}>{currentBrand()}</Row>
      <Row label={COPY.apiBase}>
        {env.apiBaseUrl || COPY.sameOrigin({ origin: window.location.origin })}
      </Row>
      <Row label={COPY.imageBase}>{env.imageBaseUrl}</Row>
      <Row label={COPY.device}>{deviceHeader()}</Row>
      <Row label={COPY.viewport}>{`${window.innerWidth}x${window.innerHeight}`}</Row>
      <Row label={COPY.signedIn}>{signedIn ? COPY.yes : COPY.no}</Row>
      <Row label={COPY.localKeys}>{keyList(localStore.keys(), COPY.none)}</Row>
      <Row label={COPY.sessionKeys}>{keyList(sessionStore.keys(), COPY.none)}</Row>
      <Row label={COPY.userAgent}>{navigator.userAgent}</Row>
    </dl>
  );
}
