import type { FormEventHandler, ReactNode } from 'react';
import { paths } from '@/shared/config/paths';
import { Button } from '@/shared/ui/form';
import { TitleBar } from '@/shared/ui/title-bar';

type FormScreenProps = {
  title: string;
  children: ReactNode;
  /** A form of fields with one submit button below them, styled active when the form is valid. */
  onSubmit?: FormEventHandler<HTMLFormElement>;
  submit?: { label: string; active: boolean; busy: boolean };
};

/** The frame of an account form: title bar (back to /s-account) and content. */
export function FormScreen({ title, children, onSubmit, submit }: FormScreenProps) {
  return (
    <div className="flex flex-col">
      <TitleBar title={title} backTo={paths.account.getHref()} />
      <div className="flex flex-col gap-5 px-5 pt-6 pb-8">
        {onSubmit && submit ? (
          <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
            {children}
            <Button type="submit" active={submit.active} busy={submit.busy} className="w-full">
              {submit.label}
            </Button>
          </form>
        ) : (
          children
        )}
      </div>
    </div>
  );
}
