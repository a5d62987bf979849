import type { ReactNode } from 'react';
import { BONUS_WAGERING_MULTIPLIER, type MysteryBox } from '@pisoplay/contract';
import { paths } from '@/shared/config/paths';
import { useCopy, type Copy } from '@/shared/i18n/define-copy';
import { formatDateTime, formatPhp } from '@/shared/lib/format';
import { KycRefusedState } from '@/shared/kyc/kyc-refused-state';
import { useKycGateOnEnter } from '@/shared/kyc/use-kyc-gate-on-enter';
import { PromotionHero } from '@/shared/promotions/promotion-hero';
import { EmptyState } from '@/shared/ui/empty-state';
import { Skeleton } from '@/shared/ui/skeleton';
import { TitleBar } from '@/shared/ui/title-bar';
import { useBoxOdds, useMysteryBoxes, useOpenedBoxes } from '../api/mystery-boxes';
import { BOX_COPY } from '../copy';

type BoxText = Copy<(typeof BOX_COPY)['source']>;
import { formatCountdown } from '../lib/offered-boxes';

/** One card of the page, named by its heading. */
function BoxSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-white/8 bg-ink-800 p-4">
      <h2 id={id} className="pb-2 text-sm font-bold text-amber-300">
        {title}
      </h2>
      {children}
    </section>
  );
}

function boxLine(COPY: BoxText, box: MysteryBox): string {
  if (box.state === 1) return `${COPY.opened} · ${formatPhp(box.bonus ?? '0')}`;
  if (box.is_expired) return COPY.expired;
  return `${COPY.expiresIn} ${formatCountdown(box.expire_second)}`;
}

function MonthBoxes() {
  const COPY = useCopy(BOX_COPY);
  const boxes = useMysteryBoxes();
  if (boxes.isError) return <EmptyState tone="error" message={COPY.error} />;
  if (!boxes.data) return <Skeleton className="h-24" />;
  const list = Object.values(boxes.data.data).flat();
  if (list.length === 0) return <EmptyState message={COPY.noBoxes} />;
  return (
    <ul aria-label={COPY.monthBoxes} className="flex flex-col divide-y divide-white/5">
      {list.map((box) => (
        <li key={box.box_id} className="flex justify-between py-2 text-sm">
          <span className="text-white">
            {COPY.title} #{box.box_id}
          </span>
          <span className="text-indigo-200/80 tabular-nums">{boxLine(COPY, box)}</span>
        </li>
      ))}
    </ul>
  );
}

function OpenedBoxes() {
  const COPY = useCopy(BOX_COPY);
  const opened = useOpenedBoxes();
  if (!opened.data) return <Skeleton className="h-16" />;
  if (opened.data.d.length === 0) return <EmptyState message={COPY.noHistory} />;
  return (
    <ul aria-label={COPY.history} className="flex flex-col divide-y divide-white/5">
      {opened.data.d.map((item) => (
        <li key={item.id} className="flex justify-between py-2 text-sm">
          <span className="text-indigo-200/80 tabular-nums">{formatDateTime(item.created_at)}</span>
          <span className="font-bold text-emerald-300 tabular-nums">+{formatPhp(item.bonus)}</span>
        </li>
      ))}
    </ul>
  );
}

function OddsTable() {
  const COPY = useCopy(BOX_COPY);
  const odds = useBoxOdds();
  if (!odds.data) return <Skeleton className="h-40" />;
  return (
    <table className="w-full text-sm">
      <caption className="pb-2 text-left text-xs text-indigo-200/70">
        {COPY.oddsNote({ multiplier: BONUS_WAGERING_MULTIPLIER })}
      </caption>
      <thead>
        <tr className="text-left text-xs text-indigo-200/60">
          <th scope="col">{COPY.prize}</th>
          <th scope="col" className="text-right">
            {COPY.chance}
          </th>
        </tr>
      </thead>
      <tbody>
        {odds.data.map((line) => (
          <tr key={line.prize}>
            <td className="py-1 font-semibold text-white tabular-nums">{formatPhp(line.prize)}</td>
            <td className="py-1 text-right text-indigo-100 tabular-nums">{line.percent}%</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * /blind-box: the mystery box promotion's banner, this month's boxes and their state, the opened
 * ones with their prizes, and the published odds. Opening it runs the welfare gate (spec 4.3): a
 * refused player sees its reminder in place of the boxes, and the odds still. Boxes open in the
 * overlay.
 */
export function BlindBoxScreen() {
  const COPY = useCopy(BOX_COPY);
  const access = useKycGateOnEnter('welfare', { quiet: false });
  return (
    <div className="flex flex-col">
      <TitleBar title={COPY.pageTitle} />
      <div className="px-4 pt-3">
        <PromotionHero page={paths.blindBox.path} />
      </div>
      {access === 'checking' ? (
        // One placeholder until the gate decides: sections drawn now would move or go then.
        <div className="p-4">
          <Skeleton className="h-48" />
        </div>
      ) : (
        <div className="flex flex-col gap-4 p-4">
          {access === 'denied' ? (
            <KycRefusedState action="welfare" />
          ) : (
            <>
              <BoxSection id="box-month" title={COPY.monthBoxes}>
                <MonthBoxes />
              </BoxSection>
              <BoxSection id="box-history" title={COPY.history}>
                <OpenedBoxes />
              </BoxSection>
            </>
          )}
          {/* The odds are published to everyone who opens the page. */}
          <BoxSection id="box-odds" title={COPY.odds}>
            <OddsTable />
          </BoxSection>
        </div>
      )}
    </div>
  );
}
