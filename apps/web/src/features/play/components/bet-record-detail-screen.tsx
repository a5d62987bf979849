import { useParams } from 'react-router';
import { LIST_COPY } from '@/shared/games/copy';
import { paths } from '@/shared/config/paths';
import { useCopy } from '@/shared/i18n/define-copy';
import { localizeMessage } from '@/shared/i18n/i18n';
import { formatDateTime, formatPhp } from '@/shared/lib/format';
import { EmptyState } from '@/shared/ui/empty-state';
import { TitleBar } from '@/shared/ui/title-bar';
import { useBetRecord } from '../api/play-api';
import { BET_FIELDS_COPY, BET_MOVES_COPY, BET_STATUS_COPY, PLAY_COPY } from '../copy';

/** /bet-record/{id}: one settled (or voided) round and its bets, wins and refunds. */
export function BetRecordDetailScreen() {
  const COPY = useCopy(PLAY_COPY);
  const FIELDS = useCopy(BET_FIELDS_COPY);
  const STATUSES = useCopy(BET_STATUS_COPY);
  const MOVES = useCopy(BET_MOVES_COPY);
  const LIST = useCopy(LIST_COPY);
  const { id = '' } = useParams();
  const record = useBetRecord(Number(id));
  const data = record.data;
  const rows = data
    ? [
        [FIELDS.game, data.game_name],
        [FIELDS.provider, data.brand_name],
        [FIELDS.round, data.round_id],
        [FIELDS.record, data.record_id],
        [FIELDS.bet, `₱${formatPhp(data.bet_amount)}`],
        [FIELDS.settlement, `₱${formatPhp(data.settlement_amount)}`],
        [FIELDS.net, `₱${formatPhp(data.net_amount)}`],
        [FIELDS.status, STATUSES[data.status]],
        [FIELDS.time, formatDateTime(data.settle_time)],
      ]
    : [];
  return (
    <div className="flex flex-col pb-8">
      <TitleBar title={COPY.betDetail} backTo={paths.betRecord.getHref()} />
      {!data ? (
        <EmptyState
          tone={record.isError ? 'error' : 'empty'}
          message={record.isError ? localizeMessage(record.error.message) : LIST.loading}
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
            {FIELDS.moves}
          </h2>
          <ol
            aria-labelledby="round-history"
            className="mx-4 divide-y divide-white/5 rounded-2xl bg-white/5 ring-1 ring-white/10"
          >
            {data.moves.map((move) => (
              <li key={move.transaction_id} className="flex justify-between px-4 py-2.5 text-sm">
                <span className="text-indigo-100">{MOVES[move.kind]}</span>
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
