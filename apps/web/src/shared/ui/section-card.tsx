import type { ReactNode } from 'react';
import { cn } from '@/shared/lib/cn';

type SectionCardProps = {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  /** A line under the heading. */
  intro?: string;
  /** The space between the heading and the content: 2 where a list follows closely. */
  gap?: 2 | 3;
  children: ReactNode;
};

/** One card of a page: a section named by its amber heading, an optional intro, its content. */
export function SectionCard({ id, title, intro, gap = 3, children }: SectionCardProps) {
  const heading = (
    <h2 id={id} className="text-sm font-bold text-amber-300">
      {title}
    </h2>
  );
  return (
    <section
      aria-labelledby={id}
      className={cn(
        'flex flex-col rounded-2xl border border-white/8 bg-ink-800 p-4',
        gap === 2 ? 'gap-2' : 'gap-3',
      )}
    >
      {intro ? (
        <div className="flex flex-col gap-0.5">
          {heading}
          <p className="text-xs text-indigo-200/75">{intro}</p>
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
