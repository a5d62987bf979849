import type { ReactNode } from 'react';
import { paths } from '@/shared/config/paths';
import { TitleBar } from '@/shared/ui/title-bar';

/** The frame of an account form: title bar (back to /s-account) and content. */
export function FormScreen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col">
      <TitleBar title={title} backTo={paths.account.getHref()} />
      <div className="flex flex-col gap-5 px-5 pt-6 pb-8">{children}</div>
    </div>
  );
}
