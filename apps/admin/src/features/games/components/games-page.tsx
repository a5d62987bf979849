import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { CATEGORY_TITLES, operatorCalls, type Game, type PayloadOf } from '@pisoplay/contract';
import { CallDialog } from '@/shared/forms/call-dialog';
import { formatDateTime } from '@/shared/lib/format';
import { useActing } from '@/shared/lib/use-acting';
import { usePagedFilter } from '@/shared/lib/use-paged-filter';
import { Badge } from '@/shared/ui/badge';
import { ChangeButton } from '@/shared/ui/button';
import { Dialog, FormFooter } from '@/shared/ui/dialog';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/shared/ui/form';
import { ListPanel } from '@/shared/ui/list-panel';
import { PageHeader } from '@/shared/ui/page';
import { actionsColumn, type Column } from '@/shared/ui/table';
import { GAME_PAGE_SIZE, GAME_READS, useGameUpdate, useGames } from '../api/games';

const TYPES = Object.entries(CATEGORY_TITLES).map(([code, title]) => ({
  code: Number(code),
  title,
}));

type Flags = Pick<Game, 'online' | 'maintained' | 'is_hot' | 'is_new' | 'sorting'>;

/**
 * Games: every game, offline ones too (a type filter and a search by name or code); maintenance
 * (shown, not launchable), hot and new badges, the order in the lists (higher first), and
 * online. An offline game is brought back online with a reason.
 */
export function GamesPage() {
  const filter = usePagedFilter<{ gameType?: number; q: string }>({ q: '' });
  const { gameType, q } = filter.value;
  const games = useGames(gameType, q, filter.page);
  const { acting, act, stop, outcome, done } = useActing<Action>();
  return (
    <>
      <PageHeader
        title="Games"
        description="Maintenance, badges, order and availability of the games."
        outcome={outcome}
      />
      <div role="search" className="mb-4 flex flex-wrap items-end gap-3">
        <div className="w-48">
          <SelectField
            label="Type"
            value={gameType ?? ''}
            onChange={(event) =>
              filter.setValue({
                q,
                gameType: event.target.value ? Number(event.target.value) : undefined,
              })
            }
          >
            <option value="">All types</option>
            {TYPES.map((type) => (
              <option key={type.code} value={type.code}>
                {type.title}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="w-72">
          <TextField
            label="Search"
            type="search"
            value={q}
            onChange={(event) => filter.setValue({ gameType, q: event.target.value })}
            placeholder="Name or code"
          />
        </div>
      </div>
      <ListPanel
        title="Games"
        query={games}
        label="Loading games…"
        empty="No games match"
        paging={{ page: filter.page, pageSize: GAME_PAGE_SIZE, onPage: filter.setPage }}
        table={{
          caption: 'Games, by type then order',
          rowKey: (game) => game.id,
          columns: gameColumns(act),
        }}
      />
      {acting?.kind === 'change' && (
        <GameDialog
          game={acting.game}
          onClose={stop}
          onDone={(game) => done(`${game.en_name} saved.`)}
        />
      )}
      {acting?.kind === 'online' && (
        <CallDialog
          call={operatorCalls.adminGameUpdate}
          invalidates={GAME_READS}
          defaultValues={{ id: acting.game.id, online: 1, reason: '' }}
          title="Bring a game online"
          description={`${acting.game.en_name} · ${acting.game.platform_name} · ${acting.game.code}`}
          intro="Players see the game in the lists again and can launch it (unless it is under maintenance)."
          submit="Bring online"
          onClose={stop}
          onDone={(game) => done(`${game.en_name} is online.`)}
        />
      )}
    </>
  );
}

type Action = { kind: 'change' | 'online'; game: Game };

/** The columns of the list of games; `onAct` opens a game's changes or brings it online. */
const gameColumns = (onAct: (action: Action) => void): Column<Game>[] => [
  {
    head: 'Game',
    rowHeader: true,
    cell: (game) => (
      <>
        {game.en_name}
        <span className="ml-1.5 font-mono text-xs font-normal text-slate-600">{game.code}</span>
      </>
    ),
  },
  { head: 'Provider', cell: (game) => game.platform_name },
  {
    head: 'Category',
    cell: (game) =>
      CATEGORY_TITLES[game.game_type as keyof typeof CATEGORY_TITLES] ?? game.game_type,
  },
  {
    head: 'Badges',
    cell: (game) => (
      <span className="flex flex-wrap gap-1">
        {!game.online && <Badge tone="danger">Offline</Badge>}
        {game.maintained ? <Badge tone="warning">Maintenance</Badge> : null}
        {game.is_hot ? <Badge tone="accent">Hot</Badge> : null}
        {game.is_new ? <Badge tone="info">New</Badge> : null}
      </span>
    ),
  },
  { head: 'Order', align: 'right', cell: (game) => game.sorting },
  {
    head: 'Changed',
    headClassName: 'hidden 2xl:table-cell',
    className: 'hidden whitespace-nowrap text-xs text-slate-600 2xl:table-cell',
    cell: (game) =>
      `${game.updated_name ? `${game.updated_name}, ` : ''}${formatDateTime(game.updated_at)}`,
  },
  actionsColumn((game) => (
    <span className="flex justify-end gap-1.5">
      {!game.online && (
        <ChangeButton
          name={game.en_name}
          label="Bring online"
          onClick={() => onAct({ kind: 'online', game })}
        />
      )}
      <ChangeButton name={game.en_name} onClick={() => onAct({ kind: 'change', game })} />
    </span>
  )),
];

type FormValues = {
  online: boolean;
  maintained: boolean;
  is_hot: boolean;
  is_new: boolean;
  sorting: string;
  reason: string;
};

function GameDialog({
  game,
  onClose,
  onDone,
}: {
  game: Game;
  onClose: () => void;
  onDone: (game: Game) => void;
}) {
  const update = useGameUpdate();
  const form = useForm<FormValues>({
    defaultValues: {
      online: game.online === 1,
      maintained: game.maintained === 1,
      is_hot: game.is_hot === 1,
      is_new: game.is_new === 1,
      sorting: String(game.sorting),
      reason: '',
    },
  });
  const [error, setError] = useState('');
  const submit = form.handleSubmit(async (values) => {
    const sorting = Number(values.sorting);
    if (!/^\d{1,7}$/.test(values.sorting) || sorting > 1_000_000) {
      form.setError('sorting', { message: 'A whole number from 0 to 1,000,000' });
      return;
    }
    // Only what changed is sent.
    const next: Flags = {
      online: values.online ? 1 : 0,
      maintained: values.maintained ? 1 : 0,
      is_hot: values.is_hot ? 1 : 0,
      is_new: values.is_new ? 1 : 0,
      sorting,
    };
    const changes = Object.fromEntries(
      Object.entries(next).filter(([key, value]) => game[key as keyof Flags] !== value),
    ) as Partial<Flags>;
    if (Object.keys(changes).length === 0) {
      setError('Nothing to change');
      return;
    }
    const payload: PayloadOf<typeof operatorCalls.adminGameUpdate> = {
      id: game.id,
      ...changes,
      reason: values.reason,
    };
    // The contract's rules, as the server checks them.
    const checked = (await operatorCalls.adminGameUpdate.payload.load()).safeParse(payload);
    if (!checked.success) {
      const reason = checked.error.issues.find((issue) => issue.path[0] === 'reason');
      if (reason) form.setError('reason', { message: reason.message });
      else setError(checked.error.issues[0]?.message ?? 'Nothing to change');
      return;
    }
    setError('');
    await update.mutateAsync(payload).then(onDone, () => {});
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <Dialog
      title={`Change ${game.en_name}`}
      description={`${game.platform_name} · ${game.code}`}
      onClose={onClose}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <div className="space-y-2.5">
          <CheckboxField
            label="Online"
            hint="An offline game is hidden and cannot launch."
            {...form.register('online')}
          />
          <CheckboxField
            label="Under maintenance"
            hint="Shown in the lists as maintained; it cannot launch."
            {...form.register('maintained')}
          />
          <CheckboxField label="Hot badge" {...form.register('is_hot')} />
          <CheckboxField label="New badge" {...form.register('is_new')} />
        </div>
        <TextField
          label="Order (higher first)"
          inputMode="numeric"
          error={errors.sorting?.message}
          {...form.register('sorting')}
        />
        <TextAreaField
          label="Reason"
          rows={2}
          error={errors.reason?.message}
          {...form.register('reason')}
        />
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        <FormFooter error={update.error} busy={isSubmitting} submit="Save" onClose={onClose} />
      </form>
    </Dialog>
  );
}
