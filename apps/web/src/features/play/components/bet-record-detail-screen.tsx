import { useParams } from 'react-router';
import { LIST_COPY } from '@/shared/games/copy';
import { paths } from '@/shared/config/paths';
import { formatDateTime, formatPhp } from '@/shared/lib/format';
import { EmptyState } from '@/shared/ui/empty-state';
import { TitleBar } from '@/shared/ui/title-bar';
import { useBetRecord } from '../api/play-api';
import { PLAY_COPY as COPY } from '../copy';

/** /bet-record/{id}: one settled (or voided) round and its bets, wins and refunds. */
export function BetRecordDetailScreen() {
  const { id = '' } = useParams();
  const record = useBetRecord(Number(id));
  const data = record.data;
  const rows = data
    ? [
        [COPY.fields.game, data.game_name],
        [COPY.fields.provider, data.brand_name],
        [COPY.fields.round, data.round_id],
        [COPY.fields.record, data.record_id],
        [COPY.fields.bet, `₱${formatPhp(data.bet_amount)}`],
        [COPY.fields.settlement, `₱${formatPhp(data.settlement_amount)}`],
        [COPY.fields.net, `₱${formatPhp(data.net_amount)}`],
        [COPY.fields.status, COPY.statuses[data.status]],
        [COPY.fields.time, formatDateTime(data.settle_time)],
      ]
    : [];
  return (
    <div className="flex flex-col pb-8">
      <TitleBar title={COPY.betDetail} backTo={paths.betRecord.getHref()} />
      {!data ? (
        <EmptyState
          tone={record.isError ? 'error' : 'empty'}
          message={record.isError ? record.error.message : LIST_COPY.loading}
          className="py-16"
        />
      ) : (
        <>
          <dl className="mx-4 mt-4 divide-y divide-white/5 rounded-2xl bg-white/5 ring-1 ring-white/10">
            {rows.map(([label, value]) => (
              <div key={label} className="flex justify-between gap-4 px-4 py-2.5 text-sm">
                <dt className="text-indigo-200/70">{label}</dt>
                <dd className="min-w-0 truncate text-right font-medium text-white">{value}</dd>
              </div>
            ))}
          </dl>
          <h2 id="round-history" className="px-4 pt-5 pb-2 text-sm font-bold text-white">
            {COPY.fields.moves}
          </h2>
          <ol
            aria-labelledby="round-history"
            className="mx-4 divide-y divide-white/5 rounded-2xl bg-white/5 ring-1 ring-white/10"
          >
            {data.moves.map((move) => (
              <li key={move.transaction_id} className="flex justify-between px-4 py-2.5 text-sm">
                <span className="text-indigo-100">{COPY.moves[move.kind]}</span>
                <span className="font-medium text-white tabular-nums">
                  ₱{formatPhp(move.amount)}
                </span>
              </li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
