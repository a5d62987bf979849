import { operatorCalls, VIP_TIERS, type VipTier } from '@pisoplay/contract';
import { useMayCall } from '@/shared/auth/permissions';
import { CallDialog } from '@/shared/forms/call-dialog';
import { RowsField } from '@/shared/forms/rows-field';
import { formatPeso } from '@/shared/lib/format';
import { useActing } from '@/shared/lib/use-acting';
import { TablePanel } from '@/shared/ui/list-panel';
import { Loaded } from '@/shared/ui/loaded';
import { PageHeader } from '@/shared/ui/page';
import { VIP_READS, useVipLevels } from '../api/promotions';

/** The level table as one list: every tier's levels, in order. */
const levelsOf = (tiers: readonly VipTier[]) =>
  tiers.flatMap((tier) => tier.levels).sort((a, b) => a.level - b.level);

const tierName = (ty: number) => VIP_TIERS[ty - 1] ?? `Tier ${ty}`;

/**
 * VIP levels: the XP each level needs, its tier and its bonuses. Admins replace the whole table
 * at once, with a reason.
 */
export function VipPage() {
  const tiers = useVipLevels();
  const canSave = useMayCall()(operatorCalls.adminVipLevelsSave);
  const { acting: editing, act, stop, outcome, done } = useActing<readonly VipTier[]>();
  return (
    <>
      <PageHeader
        title="VIP levels"
        description="The XP each level needs, its tier, and the bonuses it pays."
        add={
          canSave && tiers.data ? { label: 'Change levels', onClick: () => act(tiers.data) } : false
        }
        outcome={outcome}
      />
      <Loaded query={tiers} label="Loading the levels…">
        {(data) => (
          <TablePanel
            title={`Levels · ${levelsOf(data).length}`}
            rows={levelsOf(data)}
            empty="No VIP levels"
            caption="VIP levels"
            rowKey={(level) => level.level}
            columns={[
              { head: 'Level', rowHeader: true, cell: (level) => level.level },
              { head: 'Tier', cell: (level) => tierName(level.ty) },
              { head: 'XP', align: 'right', cell: (level) => level.xp.toLocaleString('en-PH') },
              {
                head: 'Level-up bonus',
                align: 'right',
                cell: (level) => formatPeso(level.upgrade),
              },
              {
                head: 'Birthday bonus',
                align: 'right',
                cell: (level) => formatPeso(level.birthday),
              },
              { head: 'XP multiple', align: 'right', cell: (level) => `×${level.multiple}` },
            ]}
          />
        )}
      </Loaded>
      {editing && (
        <CallDialog
          call={operatorCalls.adminVipLevelsSave}
          invalidates={VIP_READS}
          wide="xl"
          defaultValues={{
            levels: levelsOf(editing).map(({ level, ty, xp, upgrade, birthday, multiple }) => ({
              level,
              ty,
              xp,
              upgrade,
              birthday,
              multiple,
            })),
            reason: '',
          }}
          title="Change the VIP levels"
          intro="The table replaces the whole of the current one: levels numbered 1, 2, 3 … without gaps, level 1 at 0 XP, XP rising with the level. Levels players already reached stay paid."
          fields={(form) => (
            <RowsField
              form={form}
              name="levels"
              caption="VIP levels to save"
              columns={[
                { field: 'level', label: 'Level', inputMode: 'numeric' },
                { field: 'ty', label: 'Tier (1–5)', inputMode: 'numeric' },
                { field: 'xp', label: 'XP', inputMode: 'numeric' },
                { field: 'upgrade', label: 'Level-up bonus (₱)', inputMode: 'decimal' },
                { field: 'birthday', label: 'Birthday bonus (₱)', inputMode: 'decimal' },
                { field: 'multiple', label: 'XP multiple', inputMode: 'decimal', asNumber: true },
              ]}
              newRow={(rows) => {
                // The next level, in the last one's tier, its XP to fill in.
                const last = rows.at(-1) as { ty?: number; multiple?: number } | undefined;
                return {
                  level: rows.length + 1,
                  ty: last?.ty ?? 1,
                  xp: '',
                  upgrade: '',
                  birthday: '',
                  multiple: last?.multiple ?? 1,
                };
              }}
              addLabel="Add a level"
            />
          )}
          submit="Save levels"
          onClose={stop}
          onDone={(saved) => done(`VIP levels saved: ${levelsOf(saved).length} levels.`)}
        />
      )}
    </>
  );
}
