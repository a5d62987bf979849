import { useState, type ReactNode } from 'react';
import { useCopy } from '@/shared/i18n/define-copy';
import { promptInstall, useInstallState } from '@/shared/pwa/install';
import { CheckIcon } from '@/shared/ui/icons';
import { TitleBar } from '@/shared/ui/title-bar';
import { DOWNLOAD_COPY } from '../copy';
import { installPlatform, type InstallPlatform } from '../lib/platform';

function Steps({ steps, label }: { steps: readonly string[]; label: string }) {
  return (
    <ol aria-label={label} className="flex flex-col gap-2">
      {steps.map((step, i) => (
        <li key={step} className="flex items-start gap-3 text-sm text-indigo-100/90">
          <span className="grid size-6 shrink-0 place-items-center rounded-full bg-gold-400 text-xs font-bold text-ink-900">
            {i + 1}
          </span>
          <span className="pt-0.5">{step}</span>
        </li>
      ))}
    </ol>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      aria-label={title}
      className="flex flex-col gap-3 rounded-2xl bg-white/5 p-4 ring-1 ring-white/10"
    >
      <h2 className="text-base font-bold text-white">{title}</h2>
      {children}
    </section>
  );
}

function InstallButton() {
  const COPY = useCopy(DOWNLOAD_COPY);
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      disabled={busy}
      onClick={() => {
        setBusy(true);
        void promptInstall().finally(() => setBusy(false));
      }}
      className="bg-gold-gradient h-12 w-full rounded-full text-base font-bold text-ink-900 disabled:opacity-60"
    >
      {busy ? COPY.installing : COPY.install}
    </button>
  );
}

function Instructions({ platform, canPrompt }: { platform: InstallPlatform; canPrompt: boolean }) {
  const COPY = useCopy(DOWNLOAD_COPY);
  const android = (
    <Card title={COPY.androidTitle}>
      {canPrompt ? (
        <>
          <p className="text-sm text-indigo-100/90">{COPY.androidPrompt}</p>
          <InstallButton />
        </>
      ) : (
        <Steps
          steps={[COPY.androidStep1, COPY.androidStep2, COPY.androidStep3, COPY.androidStep4]}
          label={COPY.androidTitle}
        />
      )}
    </Card>
  );
  const ios = (
    <Card title={COPY.iosTitle}>
      {platform === 'ios-other' ? (
        <p className="text-sm text-amber-100">{COPY.iosNotSafari}</p>
      ) : null}
      <Steps
        steps={[COPY.iosStep1, COPY.iosStep2, COPY.iosStep3, COPY.iosStep4]}
        label={COPY.iosTitle}
      />
    </Card>
  );
  const iosFirst = platform === 'ios-safari' || platform === 'ios-other';
  return (
    <>
      {iosFirst ? ios : android}
      <details className="group rounded-2xl bg-white/3 ring-1 ring-white/10">
        <summary className="cursor-pointer px-4 py-3 text-sm font-semibold text-indigo-100">
          {COPY.otherDevices}
        </summary>
        <div className="px-2 pb-2">{iosFirst ? android : ios}</div>
      </details>
    </>
  );
}

/** /s-download: explains the installable app and offers the install for this browser. */
export function DownloadScreen() {
  const COPY = useCopy(DOWNLOAD_COPY);
  const install = useInstallState();
  const platform = installPlatform(navigator.userAgent);
  return (
    <div className="flex flex-col">
      <TitleBar title={COPY.title} />
      <div className="flex flex-col gap-4 px-4 py-5">
        <div className="flex flex-col items-center gap-3 text-center">
          <img
            src="/icons/icon-192.png"
            alt=""
            width={88}
            height={88}
            className="size-22 rounded-3xl shadow-[0_8px_30px_rgba(246,196,69,0.25)]"
          />
          <h1 className="text-xl font-black text-white">{COPY.heading}</h1>
          <p className="text-sm leading-relaxed text-indigo-100/85">{COPY.intro}</p>
        </div>
        <ul className="flex flex-col gap-2 rounded-2xl bg-white/5 p-4 ring-1 ring-white/10">
          {[COPY.benefit1, COPY.benefit2, COPY.benefit3].map((benefit) => (
            <li key={benefit} className="flex items-center gap-2 text-sm text-indigo-100/90">
              <CheckIcon className="size-4 text-gold-400" />
              {benefit}
            </li>
          ))}
        </ul>
        {install.installed ? (
          <Card title={COPY.installedTitle}>
            <p role="status" className="text-sm text-indigo-100/90">
              {COPY.installedText}
            </p>
          </Card>
        ) : (
          <Instructions platform={platform} canPrompt={install.prompt !== null} />
        )}
      </div>
    </div>
  );
}
