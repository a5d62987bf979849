import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { KYC_STATUS_LABELS, operatorCalls, type PayloadOf } from '@pisoplay/contract';
import { paths } from '@/shared/config/paths';
import { callResolver } from '@/shared/forms/call-resolver';
import { formatDateTime } from '@/shared/lib/format';
import { Badge, statusTone } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { EmptyState, ErrorAlert, Loading } from '@/shared/ui/feedback';
import { TextField } from '@/shared/ui/form';
import { PageHeader, Panel } from '@/shared/ui/page';
import { RowTh, Table, Td, Th } from '@/shared/ui/table';
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
        <Panel flush title={hits.data ? `Results · ${hits.data.length}` : 'Results'}>
          {hits.isPending ? (
            <Loading label="Searching…" />
          ) : hits.isError ? (
            <div className="p-4">
              <ErrorAlert error={hits.error} onRetry={() => hits.refetch()} />
            </div>
          ) : hits.data.length === 0 ? (
            <EmptyState title="No players match">Check the number, uid or username.</EmptyState>
          ) : (
            <Table caption={`Players matching ${q}`}>
              <thead>
                <tr>
                  <Th>Username</Th>
                  <Th align="right">uid</Th>
                  <Th>Phone</Th>
                  <Th>KYC status</Th>
                  <Th>Joined</Th>
                </tr>
              </thead>
              <tbody>
                {hits.data.map((hit) => (
                  <tr key={hit.uid} className="hover:bg-slate-50">
                    <RowTh>
                      <Link
                        to={paths.player.getHref(hit.uid)}
                        className="text-indigo-700 hover:underline"
                      >
                        {hit.username}
                      </Link>
                    </RowTh>
                    <Td align="right">{hit.uid}</Td>
                    <Td>{hit.phone}</Td>
                    <Td>
                      <Badge tone={statusTone(hit.kyc_status)}>
                        {KYC_STATUS_LABELS[hit.kyc_status]}
                      </Badge>
                    </Td>
                    <Td>{formatDateTime(hit.created_at)}</Td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        </Panel>
      )}
    </>
  );
}
