import {
  LOYALTY_RULE_LIMITS,
  operatorCalls,
  type AdminShopItem,
  type InviteRules,
  type LoyaltyRules,
  type PointsRate,
} from '@pisoplay/contract';
import { useMayCall } from '@/shared/auth/permissions';
import { CallDialog, fieldError, type DialogActions } from '@/shared/forms/call-dialog';
import { formatPeso, formatWholePesos } from '@/shared/lib/format';
import { useActing } from '@/shared/lib/use-acting';
import { OnOffBadge } from '@/shared/ui/badge';
import { Button, ChangeButton } from '@/shared/ui/button';
import { CheckboxField, SelectField, TextField } from '@/shared/ui/form';
import { TablePanel } from '@/shared/ui/list-panel';
import { Loaded } from '@/shared/ui/loaded';
import { PageHeader } from '@/shared/ui/page';
import { actionsColumn } from '@/shared/ui/table';
import { LOYALTY_READS, useLoyaltyRules } from '../api/promotions';

type ShopKind = AdminShopItem['kind'];

const KINDS: Record<ShopKind, string> = { bonus: 'Bonus', voucher: 'Gift voucher' };

/** Whole pesos as the limits' hints write them: '₱1 to ₱1,000'. */
const between = ({ min, max }: { min: number; max: number }) =>
  `${formatWholePesos(min)} to ${formatWholePesos(max)}`;

const count = (n: number) => n.toLocaleString('en-PH');

/** An item's value in whole pesos ('10.00' is 10), as the save call names it. */
const pesosOf = (item: AdminShopItem) => Math.round(Number(item.amount));

type Invitation = { rule: string; value: string };

const invitationRows = (invite: InviteRules): Invitation[] => [
  { rule: 'Reward per invitee', value: formatPeso(invite.reward) },
  { rule: 'Minimum first deposit', value: formatPeso(invite.min_first_deposit) },
  { rule: 'Rewards per inviter a day', value: count(invite.daily_limit) },
];

type Action =
  | { kind: 'checkin'; rewards: readonly string[] }
  | { kind: 'invite'; invite: InviteRules }
  | { kind: 'rates'; rates: readonly PointsRate[] }
  | { kind: 'item'; item: AdminShopItem }
  | { kind: 'add'; items: readonly AdminShopItem[] };

/**
 * Loyalty: what daily wins pay each day of the cycle, the invitation rules, the points each game
 * type earns, and what the points shop sells. Admins change each, with a reason; the other roles
 * that may read them see the tables only.
 */
export function LoyaltyPage() {
  const rules = useLoyaltyRules();
  const may = useMayCall();
  const canSaveCheckin = may(operatorCalls.adminCheckinRewardsSave);
  const canSaveInvite = may(operatorCalls.adminInviteRulesSave);
  const canSaveRates = may(operatorCalls.adminPointsRatesSave);
  const canSaveItem = may(operatorCalls.adminShopItemSave);
  const { acting, act, stop, outcome, done } = useActing<Action>();
  return (
    <>
      <PageHeader
        title="Loyalty"
        description="What daily wins, invitations and points pay, and what the points shop sells."
        outcome={outcome}
      />
      <Loaded query={rules} label="Loading the loyalty rules…">
        {(data) => (
          <div className="space-y-5">
            <div className="grid items-start gap-5 lg:grid-cols-3">
              <TablePanel
                title="Daily wins"
                actions={
                  canSaveCheckin && (
                    <Button
                      size="sm"
                      onClick={() => act({ kind: 'checkin', rewards: data.checkin_rewards })}
                    >
                      Change rewards
                    </Button>
                  )
                }
                rows={data.checkin_rewards.map((amount, index) => ({ day: index + 1, amount }))}
                empty="No daily wins rewards"
                caption="What each day of the daily wins cycle pays"
                rowKey={(row) => row.day}
                columns={[
                  { head: 'Day', rowHeader: true, cell: (row) => `Day ${row.day}` },
                  { head: 'Pays', align: 'right', cell: (row) => formatPeso(row.amount) },
                ]}
              />
              <TablePanel
                title="Invitations"
                actions={
                  canSaveInvite && (
                    <Button
                      size="sm"
                      aria-label="Change the invitation rules"
                      onClick={() => act({ kind: 'invite', invite: data.invite })}
                    >
                      Change
                    </Button>
                  )
                }
                rows={invitationRows(data.invite)}
                empty="No invitation rules"
                caption="Invitation rules"
                rowKey={(row) => row.rule}
                columns={[
                  { head: 'Rule', rowHeader: true, cell: (row) => row.rule },
                  { head: 'Value', align: 'right', cell: (row) => row.value },
                ]}
              />
              <TablePanel
                title="Points rates"
                actions={
                  canSaveRates && (
                    <Button
                      size="sm"
                      onClick={() => act({ kind: 'rates', rates: data.points_rates })}
                    >
                      Change rates
                    </Button>
                  )
                }
                rows={data.points_rates}
                empty="No game types"
                caption="Points earned per ₱100 of real money staked, by game type"
                rowKey={(rate) => rate.game_type}
                columns={[
                  { head: 'Game type', rowHeader: true, cell: (rate) => rate.name },
                  {
                    head: 'Points per ₱100 staked',
                    align: 'right',
                    cell: (rate) =>
                      rate.points_per_100 === 0 ? (
                        <span className="text-slate-600">Earns nothing</span>
                      ) : (
                        count(rate.points_per_100)
                      ),
                  },
                ]}
              />
            </div>
            <TablePanel
              title={`Points shop · ${data.shop_items.length} of ${LOYALTY_RULE_LIMITS.shopItems}`}
              actions={
                canSaveItem && (
                  <Button size="sm" onClick={() => act({ kind: 'add', items: data.shop_items })}>
                    Add an item
                  </Button>
                )
              }
              rows={data.shop_items}
              empty="The points shop sells nothing yet"
              caption="Points shop items"
              rowKey={(item) => item.id}
              columns={[
                { head: 'Item', rowHeader: true, cell: (item) => item.name },
                { head: 'Kind', cell: (item) => KINDS[item.kind] ?? item.kind },
                { head: 'Price (points)', align: 'right', cell: (item) => count(item.points) },
                { head: 'State', cell: (item) => <OnOffBadge on={item.enabled} /> },
                actionsColumn<AdminShopItem>(
                  (item) =>
                    canSaveItem && (
                      <ChangeButton name={item.name} onClick={() => act({ kind: 'item', item })} />
                    ),
                ),
              ]}
            />
          </div>
        )}
      </Loaded>
      {acting?.kind === 'checkin' && (
        <CheckinDialog
          rewards={acting.rewards}
          onClose={stop}
          onDone={() => done('Daily wins rewards saved.')}
        />
      )}
      {acting?.kind === 'invite' && (
        <InviteDialog
          invite={acting.invite}
          onClose={stop}
          onDone={() => done('Invitation rules saved.')}
        />
      )}
      {acting?.kind === 'rates' && (
        <RatesDialog
          rates={acting.rates}
          onClose={stop}
          onDone={() => done('Points rates saved.')}
        />
      )}
      {acting?.kind === 'item' && (
        <ShopItemDialog
          item={acting.item}
          onClose={stop}
          onDone={() => done(`${acting.item.name} saved.`)}
        />
      )}
      {acting?.kind === 'add' && (
        <AddItemDialog
          items={acting.items}
          onClose={stop}
          onDone={(name) => done(`${name} added to the points shop.`)}
        />
      )}
    </>
  );
}

function CheckinDialog({
  rewards,
  onClose,
  onDone,
}: DialogActions & { rewards: readonly string[] }) {
  return (
    <CallDialog
      call={operatorCalls.adminCheckinRewardsSave}
      invalidates={LOYALTY_READS}
      wide
      defaultValues={{ rewards: [...rewards], reason: '' }}
      title="Change the daily wins rewards"
      intro={`What each day of the ${rewards.length}-day cycle pays, from the next claim. Claims already made stay paid.`}
      fields={(form) => (
        <fieldset>
          <legend className="text-[13px] font-medium text-slate-800">
            Rewards, each {between(LOYALTY_RULE_LIMITS.checkinRewardPhp)}
          </legend>
          <div className="mt-2 grid grid-cols-4 gap-3">
            {rewards.map((_, index) => (
              <TextField
                key={index}
                label={`Day ${index + 1} (₱)`}
                inputMode="decimal"
                error={fieldError(form, `rewards.${index}`)}
                {...form.register(`rewards.${index}`)}
              />
            ))}
          </div>
          {fieldError(form, 'rewards') && (
            <p role="alert" className="mt-1 text-xs text-red-700">
              {fieldError(form, 'rewards')}
            </p>
          )}
        </fieldset>
      )}
      submit="Save rewards"
      onClose={onClose}
      onDone={onDone}
    />
  );
}

function InviteDialog({ invite, onClose, onDone }: DialogActions & { invite: InviteRules }) {
  const limits = LOYALTY_RULE_LIMITS;
  return (
    <CallDialog
      call={operatorCalls.adminInviteRulesSave}
      invalidates={LOYALTY_READS}
      defaultValues={{
        reward: invite.reward,
        min_first_deposit: invite.min_first_deposit,
        daily_limit: invite.daily_limit,
        reason: '',
      }}
      title="Change the invitation rules"
      intro="They apply to invitees settled from then on; rewards already paid stay paid."
      fields={(form) => (
        <>
          <TextField
            label="Reward per invitee (₱)"
            inputMode="decimal"
            hint={between(limits.inviteRewardPhp)}
            error={fieldError(form, 'reward')}
            {...form.register('reward')}
          />
          <TextField
            label="Minimum first deposit (₱)"
            inputMode="decimal"
            hint={`${between(limits.inviteMinFirstDepositPhp)}: not below the smallest deposit a channel takes`}
            error={fieldError(form, 'min_first_deposit')}
            {...form.register('min_first_deposit')}
          />
          <TextField
            label="Rewards per inviter a day"
            inputMode="numeric"
            hint={`${limits.inviteDailyLimit.min} to ${limits.inviteDailyLimit.max}; the rest are paid on a later day`}
            error={fieldError(form, 'daily_limit')}
            {...form.register('daily_limit')}
          />
        </>
      )}
      submit="Save"
      onClose={onClose}
      onDone={onDone}
    />
  );
}

function RatesDialog({ rates, onClose, onDone }: DialogActions & { rates: readonly PointsRate[] }) {
  const { min, max } = LOYALTY_RULE_LIMITS.pointsPer100;
  return (
    <CallDialog
      call={operatorCalls.adminPointsRatesSave}
      invalidates={LOYALTY_READS}
      wide
      defaultValues={{
        rates: rates.map(({ game_type, points_per_100 }) => ({ game_type, points_per_100 })),
        reason: '',
      }}
      title="Change the points rates"
      intro="The points each game type earns per ₱100 of real money staked, from the next bet; 0 earns nothing. Points already earned stay."
      fields={(form) => (
        <fieldset>
          <legend className="text-[13px] font-medium text-slate-800">
            Points per ₱100 staked, each {min} to {count(max)}
          </legend>
          <div className="mt-2 grid grid-cols-3 gap-3">
            {rates.map((rate, index) => (
              <TextField
                key={rate.game_type}
                label={rate.name}
                inputMode="numeric"
                error={fieldError(form, `rates.${index}.points_per_100`)}
                {...form.register(`rates.${index}.points_per_100`)}
              />
            ))}
          </div>
          {fieldError(form, 'rates') && (
            <p role="alert" className="mt-1 text-xs text-red-700">
              {fieldError(form, 'rates')}
            </p>
          )}
        </fieldset>
      )}
      submit="Save rates"
      onClose={onClose}
      onDone={onDone}
    />
  );
}

function ShopItemDialog({ item, onClose, onDone }: DialogActions & { item: AdminShopItem }) {
  return (
    <CallDialog
      call={operatorCalls.adminShopItemSave}
      invalidates={LOYALTY_READS}
      defaultValues={{
        kind: item.kind,
        pesos: pesosOf(item),
        points: item.points,
        enabled: item.enabled,
        reason: '',
      }}
      title={`Change ${item.name}`}
      intro="A new price applies at once: an exchange at the old price is refused and the player is shown the new one. Its kind and value stay as they are; switched off, players no longer see it."
      fields={(form) => (
        <>
          <TextField
            label="Price (points)"
            inputMode="numeric"
            hint={`${LOYALTY_RULE_LIMITS.shopItemPoints.min} to ${count(LOYALTY_RULE_LIMITS.shopItemPoints.max)}`}
            error={fieldError(form, 'points')}
            {...form.register('points')}
          />
          <CheckboxField
            label="On"
            hint="Players see it in the points shop and can buy it."
            {...form.register('enabled')}
          />
        </>
      )}
      submit="Save"
      onClose={onClose}
      onDone={onDone}
    />
  );
}

function AddItemDialog({
  items,
  onClose,
  onDone,
}: {
  items: readonly AdminShopItem[];
  onClose: () => void;
  onDone: (name: string) => void;
}) {
  const limits = LOYALTY_RULE_LIMITS;
  return (
    <CallDialog
      call={operatorCalls.adminShopItemSave}
      invalidates={LOYALTY_READS}
      check={{
        // The call would change the item of that kind and value: that is the row's Change.
        require: ({ kind, pesos }) => {
          const same = items.find((item) => item.kind === kind && pesosOf(item) === Number(pesos));
          return { pesos: same ? `${same.name} is in the shop already: change it there` : '' };
        },
      }}
      defaultValues={{ kind: 'bonus', pesos: '', points: '', enabled: true, reason: '' }}
      title="Add an item to the points shop"
      intro={`Switched on, players can buy it at once. Items are never deleted, only switched off; the shop holds ${limits.shopItems} at most.`}
      fields={(form) => (
        <>
          <SelectField label="Kind" error={fieldError(form, 'kind')} {...form.register('kind')}>
            <option value="bonus">Bonus (played through like every bonus)</option>
            <option value="voucher">PisoPlay gift voucher (cash once redeemed)</option>
          </SelectField>
          <div className="grid grid-cols-2 gap-3">
            <TextField
              label="Value (whole ₱)"
              inputMode="numeric"
              hint={between(limits.shopItemPhp)}
              error={fieldError(form, 'pesos')}
              {...form.register('pesos')}
            />
            <TextField
              label="Price (points)"
              inputMode="numeric"
              hint={`${limits.shopItemPoints.min} to ${count(limits.shopItemPoints.max)}`}
              error={fieldError(form, 'points')}
              {...form.register('points')}
            />
          </div>
          <CheckboxField
            label="On"
            hint="Players see it in the points shop and can buy it."
            {...form.register('enabled')}
          />
        </>
      )}
      submit="Add item"
      onClose={onClose}
      onDone={(saved: LoyaltyRules, sent) => {
        const pesos = Number(sent.pesos);
        const added = saved.shop_items.find(
          (item) => item.kind === sent.kind && pesosOf(item) === pesos,
        );
        onDone(added?.name ?? `${formatWholePesos(pesos)} ${KINDS[sent.kind].toLowerCase()}`);
      }}
    />
  );
}
