import { useState } from 'react';
import {
  RG_MONEY_KINDS,
  RG_SESSION_BREAK_MINUTES,
  moneyLimitOf,
  type RgLimit,
  type RgLimitKey,
  type RgMoneyKind,
} from '@pisoplay/contract';
import { useCopy } from '@/shared/i18n/define-copy';
import { Modal } from '@/shared/ui/modal/modal';
import { SectionCard } from '@/shared/ui/section-card';
import { RG_COPY } from '../copy';
import { limitTitle } from '../lib/rg-format';
import { LimitForm } from './limit-form';
import { LimitRow } from './limit-row';

type CopyKey = keyof (typeof RG_COPY)['source'];

/** The copy's heading and intro of each group of money limits. */
const GROUP_TEXTS = {
  deposit: { title: 'groupDeposit', intro: 'groupIntroDeposit' },
  wager: { title: 'groupWager', intro: 'groupIntroWager' },
  loss: { title: 'groupLoss', intro: 'groupIntroLoss' },
} as const satisfies Record<RgMoneyKind, { title: CopyKey; intro: CopyKey }>;

/** Every limit, by group, each with its edit dialog. */
export function LimitsSection({ limits }: { limits: RgLimit[] }) {
  const COPY = useCopy(RG_COPY);
  // The groups of the screen: deposit, wager and loss (day, week, month), then session time.
  const groups = [
    ...RG_MONEY_KINDS.map((kind) => ({
      id: `rg-${kind}`,
      title: COPY[GROUP_TEXTS[kind].title],
      intro: COPY[GROUP_TEXTS[kind].intro],
      has: (key: RgLimitKey) => moneyLimitOf(key)?.kind === kind,
    })),
    {
      id: 'rg-session',
      title: COPY.sessionGroup,
      intro: COPY.sessionIntro({ minutes: RG_SESSION_BREAK_MINUTES }),
      has: (key: RgLimitKey) => key === 'session',
    },
  ];
  const [editing, setEditing] = useState<RgLimitKey | null>(null);
  const [open, setOpen] = useState(false);
  const edited = limits.find((limit) => limit.limit === editing);
  return (
    <>
      {groups.map((group) => (
        <SectionCard key={group.id} id={group.id} title={group.title} intro={group.intro}>
          <ul aria-labelledby={group.id} className="flex flex-col divide-y divide-white/8">
            {limits
              .filter((limit) => group.has(limit.limit))
              .map((limit) => (
                <LimitRow
                  key={limit.limit}
                  limit={limit}
                  onEdit={() => {
                    setEditing(limit.limit);
                    setOpen(true);
                  }}
                />
              ))}
          </ul>
        </SectionCard>
      ))}
      <Modal
        open={open}
        title={editing ? limitTitle(editing) : ''}
        variant="sheet"
        onClose={() => setOpen(false)}
      >
        {edited ? (
          <LimitForm key={edited.limit} limit={edited} onClose={() => setOpen(false)} />
        ) : null}
      </Modal>
    </>
  );
}
