import type { ReactNode } from 'react';
import { TitleBar } from '@/shared/ui/title-bar';

type StageFrameProps = {
  title: string;
  /** Back in the title bar; without it, back goes one step in history. */
  onBack?: () => void;
  children: ReactNode;
  /** The stage's buttons, kept at the bottom of the column. */
  footer?: ReactNode;
};

/** One KYC stage: the title bar, the content and the buttons below it. */
export function StageFrame({ title, onBack, children, footer }: StageFrameProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <TitleBar title={title} onBack={onBack} />
      <div className="flex flex-1 flex-col gap-5 px-4 pt-6 pb-4">{children}</div>
      {footer ? (
        <div className="sticky bottom-0 flex flex-col gap-3 bg-ink-900/90 px-4 pt-3 pb-6 backdrop-blur-md">
          {footer}
        </div>
      ) : null}
    </div>
  );
}
