import { useState, type ReactNode } from 'react';
import { errorMessage } from '@/shared/api/errors';
import { useCopy } from '@/shared/i18n/define-copy';
import { Button } from '@/shared/ui/form';
import { Modal } from '@/shared/ui/modal/modal';
import { SectionCard } from '@/shared/ui/section-card';
import { RG_COPY } from '../copy';
import { ChoiceChips } from './choice-chips';
import { FailureText } from './failure-text';

/** The texts of a card: its heading and intro, the periods, the button and the dialog's. */
export type PeriodActionCopy<P extends string> = {
  title: string;
  intro: string;
  /** Names the choice of period. */
  choices: string;
  /** The periods to choose from and how each reads ('7 days'), in order. */
  periods: Record<P, string>;
  button: string;
  confirmTitle: string;
  confirm: (period: string) => string;
  /** Shown when a failure carries no message. */
  failed: string;
};

type PeriodActionCardProps<P extends string> = {
  id: string;
  copy: PeriodActionCopy<P>;
  /** What the dialog says of the chosen period; `close` closes it; `openedAt` is when it opened. */
  consequences: (period: P, dialog: { close: () => void; openedAt: number }) => ReactNode;
  /** Makes the call; the dialog shows its failure, or closes once it resolves. */
  onConfirm: (period: P) => Promise<void>;
  busy: boolean;
};

/**
 * A step that cannot be undone for a chosen period (a break, a self-exclusion): the period, the
 * button, and a confirmation dialog stating the consequences before the call is made.
 */
export function PeriodActionCard<P extends string>({
  id,
  copy,
  consequences,
  onConfirm,
  busy,
}: PeriodActionCardProps<P>) {
  const COPY = useCopy(RG_COPY);
  const keys = Object.keys(copy.periods) as P[];
  const [chosen, setChosen] = useState<P>(keys[0]!);
  const [open, setOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState(0);
  // Why the call failed (its message, or the card's text when it has none).
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const close = () => setOpen(false);
  const confirm = () => {
    setFailure(null);
    onConfirm(chosen).then(close, (error: unknown) => setFailure({ error }));
  };
  return (
    <SectionCard id={id} title={copy.title} intro={copy.intro}>
      <ChoiceChips
        label={copy.choices}
        name={id}
        choices={keys.map((key) => ({ value: key, text: copy.periods[key] }))}
        value={chosen}
        onChange={setChosen}
      />
      <Button
        variant="secondary"
        onClick={() => {
          setFailure(null);
          setOpenedAt(Date.now());
          setOpen(true);
        }}
        className="text-sm text-rose-100 ring-rose-400/40"
      >
        {copy.button}
      </Button>
      <Modal open={open} title={copy.confirmTitle} variant="center" onClose={close}>
        <div className="flex flex-col gap-4">
          {consequences(chosen, { close, openedAt })}
          <FailureText
            text={failure ? errorMessage(failure.error, copy.failed) : null}
            className="text-sm"
          />
          <div className="flex flex-col gap-2">
            <Button onClick={confirm} busy={busy}>
              {copy.confirm(copy.periods[chosen])}
            </Button>
            <Button variant="secondary" onClick={close} disabled={busy} data-autofocus>
              {COPY.cancel}
            </Button>
          </div>
        </div>
      </Modal>
    </SectionCard>
  );
}

/** The consequences of a step, one a line. */
export function ConsequenceList({ items }: { items: readonly string[] }) {
  return (
    <ul className="flex list-disc flex-col gap-2 pl-5 text-sm leading-relaxed text-indigo-50 marker:text-rose-300">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
