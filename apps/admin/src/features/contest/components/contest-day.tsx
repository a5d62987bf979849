import type { ContestDayReport as Report } from '@pisoplay/contract';
import { formatDate, formatDateTime, formatPeso } from '@/shared/lib/format';
import { Badge } from '@/shared/ui/badge';
import { TablePanel } from '@/shared/ui/list-panel';
import { Details, Panel } from '@/shared/ui/page';
import { PlayerCell, Stacked } from '@/shared/ui/table';

type Place = Report['places'][number];

/** A place's payment: paid (its grant), withheld (why), no prize, or not settled yet. */
function Payment({ place }: { place: Place }) {
  if (place.grant_id !== null) {
    return (
      <Stacked
        primary={<Badge tone="success">Paid</Badge>}
        secondary={`Grant #${place.grant_id}`}
      />
    );
  }
  if (place.withheld !== null) {
    return <Stacked primary={<Badge tone="danger">Withheld</Badge>} secondary={place.withheld} />;
  }
  if (Number(place.prize) === 0) return <Badge>No prize</Badge>;
  return (
    <Stacked
      primary={<Badge tone="warning">Not paid yet</Badge>}
      secondary="The contest job pays it on its next run."
    />
  );
}

const sum = (places: readonly Place[]) =>
  places.reduce((total, place) => total + Number(place.prize), 0);

/** A closed day: its figures, then every place with its player, stakes, prize and payment. */
export function ContestDayReport({ report }: { report: Report }) {
  const paid = report.places.filter((place) => place.grant_id !== null);
  const withheld = report.places.filter((place) => place.withheld !== null);
  return (
    <div className="space-y-5">
      <Panel title={formatDate(report.date)}>
        <Details
          columns={3}
          items={[
            ['Closed', formatDateTime(report.closed_at)],
            ['Prize pool', formatPeso(report.pool)],
            ['Places', String(report.places.length)],
            ['Paid', `${paid.length} · ${formatPeso(sum(paid))}`],
            ['Withheld', `${withheld.length} · ${formatPeso(sum(withheld))}`],
          ]}
        />
      </Panel>
      <TablePanel
        title={`Places · ${report.places.length}`}
        rows={report.places}
        empty="Nobody staked real money on a slot game that day"
        caption={`Places of the contest of ${report.date}`}
        rowKey={(place) => place.rank}
        rowClassName="align-top"
        columns={[
          { head: 'Rank', align: 'right', cell: (place) => place.rank },
          {
            head: 'Player',
            cell: (place) => (
              <PlayerCell
                uid={place.uid}
                username={place.username}
                secondary={`uid ${place.uid}`}
              />
            ),
          },
          { head: 'Staked', align: 'right', cell: (place) => formatPeso(place.bet) },
          { head: 'Prize', align: 'right', cell: (place) => formatPeso(place.prize) },
          { head: 'Payment', cell: (place) => <Payment place={place} /> },
        ]}
      />
    </div>
  );
}
