import { paths } from '@/shared/config/paths';
import { ButtonLink } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/feedback';
import { PageHeader } from '@/shared/ui/page';

export function NotFoundPage() {
  return (
    <>
      <PageHeader title="Page not found" />
      <div className="rounded-lg border border-slate-200 bg-white">
        <EmptyState title="There is no such page in the back office.">
          <ButtonLink to={paths.overview.getHref()} className="mt-3">
            Go to the overview
          </ButtonLink>
        </EmptyState>
      </div>
    </>
  );
}
