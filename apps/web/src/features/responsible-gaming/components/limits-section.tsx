import { useState } from 'react';
import {
  RG_LIMIT_TITLES,
  RG_MONEY_KINDS,
  moneyLimitOf,
  type RgLimit,
  type RgLimitKey,
} from '@pisoplay/contract';
import { Modal } from '@/shared/ui/modal/modal';
import { SectionCard } from '@/shared/ui/section-card';
import { RG_COPY as COPY } from '../copy';
import { LimitForm } from './limit-form';
import { LimitRow } from './limit-row';

/** The groups of the screen: deposit, wager and loss (day, week, month), then session time. */
const GROUPS = [
  ...RG_MONEY_KINDS.map((kind) => ({
    id: `rg-${kind}`,
    title: COPY.groups[kind],
    intro: COPY.groupIntros[kind],
    has: (key: RgLimitKey) => moneyLimitOf(key)?.kind === kind,
  })),
  {
    id: 'rg-session',
    title: COPY.sessionGroup,
    intro: COPY.sessionIntro,
    has: (key: RgLimitKey) => key === 'session',
  },
];

/** Every limit, by group, each with its edit dialog. */
export function LimitsSection({ limits }: { limits: RgLimit[] }) {
  const [editing, setEditing] = useState<RgLimitKey | null>(null);
  const [open, setOpen] = useState(false);
  const edited = limits.find((limit) => limit.limit === editing);
  return (
    <>
      {GROUPS.map((group) => (
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
        title={editing ? RG_LIMIT_TITLES[editing] : ''}
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
