import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { KYC_STATUS_LABELS, operatorCalls, type PayloadOf } from '@pisoplay/contract';
import { paths } from '@/shared/config/paths';
import { callResolver } from '@/shared/forms/call-resolver';
import { formatDateTime } from '@/shared/lib/format';
import { Badge, statusTone } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/form';
import { ListPanel } from '@/shared/ui/list-panel';
import { PageHeader } from '@/shared/ui/page';
import { usePlayerSearch } from '../api/players';

/** Finds a player by phone, uid or username; each hit opens the player page. */
export function PlayerSearchPage() {
  const [search, setSearch] = useSearchParams();
  const q = search.get('q') ?? '';
  const hits = usePlayerSearch(q);
  const form = useForm<PayloadOf<typeof operatorCalls.adminMemberSearch>>({
    resolver: callResolver(operatorCalls.adminMemberSearch),
    defaultValues: { q },
  });
  const { errors } = form.formState;
  return (
    <>
      <PageHeader title="Players" description="Find a player by phone number, uid or username." />
      <form
        role="search"
        noValidate
        onSubmit={form.handleSubmit(({ q: query }) => setSearch({ q: query }))}
        className="mb-5 flex max-w-xl items-end gap-2"
      >
        <div className="flex-1">
          <TextField
            label="Phone, uid or username"
            type="search"
            autoComplete="off"
            placeholder="e.g. 9171234567, 12 or juan"
            error={errors.q?.message}
            {...form.register('q')}
          />
        </div>
        <Button type="submit" variant="primary">
          Search
        </Button>
      </form>
      {q && (
        <ListPanel
          title="Results"
          query={hits}
          label="Searching…"
          empty="No players match"
          emptyHint="Check the number, uid or username."
          table={{
            caption: `Players matching ${q}`,
            rowKey: (hit) => hit.uid,
            columns: [
              {
                head: 'Username',
                rowHeader: true,
                cell: (hit) => (
                  <Link
                    to={paths.player.getHref(hit.uid)}
                    className="text-indigo-700 hover:underline"
                  >
                    {hit.username}
                  </Link>
                ),
              },
              { head: 'uid', align: 'right', cell: (hit) => hit.uid },
              { head: 'Phone', cell: (hit) => hit.phone },
              {
                head: 'KYC status',
                cell: (hit) => (
                  <Badge tone={statusTone(hit.kyc_status)}>
                    {KYC_STATUS_LABELS[hit.kyc_status]}
                  </Badge>
                ),
              },
              { head: 'Joined', cell: (hit) => formatDateTime(hit.created_at) },
            ],
          }}
        />
      )}
    </>
  );
}
