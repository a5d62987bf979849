import {
  LANGUAGE_NAMES,
  operatorCalls,
  type AdminPromotion,
  type BoxOdds,
  type BoxRule,
  type BoxRuleId,
  type PromotionState,
} from '@pisoplay/contract';
import { useMayCall } from '@/shared/auth/permissions';
import { CallDialog, fieldError, type DialogActions } from '@/shared/forms/call-dialog';
import { RowsField } from '@/shared/forms/rows-field';
import { formatDate, formatPeso } from '@/shared/lib/format';
import { useActing } from '@/shared/lib/use-acting';
import { Badge, OnOffBadge, type Tone } from '@/shared/ui/badge';
import { Button, ChangeButton } from '@/shared/ui/button';
import { CheckboxField, TextField } from '@/shared/ui/form';
import { ListPanel } from '@/shared/ui/list-panel';
import { PageHeader } from '@/shared/ui/page';
import { actionsColumn } from '@/shared/ui/table';
import {
  BOX_ODDS_READS,
  BOX_RULE_READS,
  PROMOTION_READS,
  useAdminPromotions,
  useBoxOdds,
  useBoxRules,
} from '../api/promotions';

const RULES: Record<BoxRuleId, { name: string; says: (rule: BoxRule) => string }> = {
  first_deposit: {
    name: 'First deposit of the day',
    says: () => 'A box on the first deposit of a Philippine day',
  },
  wagered: {
    name: 'Stakes of the day',
    says: (rule) =>
      `A box for each ${formatPeso(rule.threshold)} of settled stakes in a Philippine day`,
  },
};

const STATES: Record<PromotionState, { word: string; tone: Tone }> = {
  running: { word: 'Running', tone: 'success' },
  scheduled: { word: 'Scheduled', tone: 'info' },
  ended: { word: 'Ended', tone: 'neutral' },
};

/** 'From Jan 1, 2026', or 'Jan 1, 2026 to Dec 31, 2026' (Philippine days, the last included). */
const periodOf = (p: AdminPromotion) =>
  p.ends_on
    ? `${formatDate(p.starts_on)} to ${formatDate(p.ends_on)}`
    : `From ${formatDate(p.starts_on)}`;

/** The language operators translate promotion titles into (the players' other language). */
const TRANSLATED = 'fil_PH';

/** The promotion's title in Filipino as players read it, or why they read the English one. */
function translatedTitle(p: AdminPromotion) {
  const translation = p.translations.find((t) => t.language === TRANSLATED);
  if (translation?.current) return translation.title;
  return <Badge tone="warning">{translation ? 'Out of date' : 'Not translated'}</Badge>;
}

type Action =
  | { kind: 'rule'; rule: BoxRule }
  | { kind: 'translation'; promotion: AdminPromotion }
  | { kind: 'odds'; odds: readonly BoxOdds[] }
  | { kind: 'promotion'; promotion: AdminPromotion };

/**
 * Promotions: the promotions players are shown (wording, order and period), the rules that issue
 * mystery boxes (each on or off, its threshold and daily maximum) and the published odds of the
 * boxes' prizes. Admins change them, with a reason.
 */
export function PromotionsPage() {
  const promotions = useAdminPromotions();
  const rules = useBoxRules();
  const odds = useBoxOdds();
  const may = useMayCall();
  const canSavePromotion = may(operatorCalls.adminPromoSave);
  const canTranslate = may(operatorCalls.adminPromoTranslationSave);
  const canSaveRule = may(operatorCalls.adminBoxRuleSave);
  const canSaveOdds = may(operatorCalls.adminBoxOddsSave);
  const { acting, act, stop, outcome, done } = useActing<Action>();
  return (
    <>
      <PageHeader
        title="Promotions"
        description="The promotions players are shown, the rules that give them mystery boxes, and the odds of their prizes."
        outcome={outcome}
      />
      <div className="space-y-5">
        <ListPanel
          title="Promotions players see"
          counted={false}
          query={promotions}
          label="Loading the promotions…"
          empty="No promotions"
          table={{
            caption: 'Promotions of the welfare page, in their order',
            rowKey: (promotion) => promotion.id,
            columns: [
              { head: 'Promotion', rowHeader: true, cell: (promotion) => promotion.title },
              { head: LANGUAGE_NAMES[TRANSLATED], cell: translatedTitle },
              { head: 'Opens', className: 'text-slate-600', cell: (promotion) => promotion.link },
              { head: 'Runs', className: 'whitespace-nowrap', cell: periodOf },
              { head: 'Order', align: 'right', cell: (promotion) => promotion.sorting },
              {
                head: 'State',
                cell: (promotion) => (
                  <Badge tone={STATES[promotion.state].tone}>{STATES[promotion.state].word}</Badge>
                ),
              },
              actionsColumn<AdminPromotion>((promotion) => (
                <span className="inline-flex gap-2">
                  {canTranslate && (
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`Translate ${promotion.title}`}
                      onClick={() => act({ kind: 'translation', promotion })}
                    >
                      Translate
                    </Button>
                  )}
                  {canSavePromotion && (
                    <ChangeButton
                      name={promotion.title}
                      onClick={() => act({ kind: 'promotion', promotion })}
                    />
                  )}
                </span>
              )),
            ],
          }}
        />
        <ListPanel
          title="Mystery box rules"
          counted={false}
          query={rules}
          label="Loading the rules…"
          empty="No box rules"
          table={{
            caption: 'Mystery box rules',
            rowKey: (rule) => rule.id,
            columns: [
              {
                head: 'Rule',
                rowHeader: true,
                cell: (rule) => RULES[rule.id]?.name ?? rule.id,
              },
              {
                head: 'What it gives',
                className: 'text-slate-600',
                cell: (rule) => RULES[rule.id]?.says(rule) ?? '',
              },
              { head: 'Threshold', align: 'right', cell: (rule) => formatPeso(rule.threshold) },
              { head: 'Per day at most', align: 'right', cell: (rule) => rule.max_per_day },
              { head: 'State', cell: (rule) => <OnOffBadge on={rule.enabled} /> },
              actionsColumn<BoxRule>(
                (rule) =>
                  canSaveRule && (
                    <ChangeButton
                      name={RULES[rule.id]?.name ?? rule.id}
                      onClick={() => act({ kind: 'rule', rule })}
                    />
                  ),
              ),
            ],
          }}
        />
        <ListPanel
          title="Published odds"
          counted={false}
          query={odds}
          label="Loading the odds…"
          empty="No odds published"
          actions={
            canSaveOdds &&
            odds.data && (
              <Button size="sm" onClick={() => act({ kind: 'odds', odds: odds.data })}>
                Change odds
              </Button>
            )
          }
          table={{
            caption: 'Published odds of the prizes',
            rowKey: (row) => row.prize,
            columns: [
              { head: 'Prize', rowHeader: true, cell: (row) => formatPeso(row.prize) },
              { head: 'Weight', align: 'right', cell: (row) => row.weight },
              { head: 'Chance', align: 'right', cell: (row) => `${row.percent}%` },
            ],
          }}
        />
      </div>
      {acting?.kind === 'rule' && (
        <RuleDialog
          rule={acting.rule}
          onClose={stop}
          onDone={() => done(`${RULES[acting.rule.id]?.name ?? acting.rule.id} saved.`)}
        />
      )}
      {acting?.kind === 'promotion' && (
        <PromotionDialog
          promotion={acting.promotion}
          onClose={stop}
          onDone={() => done(`${acting.promotion.title} saved.`)}
        />
      )}
      {acting?.kind === 'translation' && (
        <TranslationDialog
          promotion={acting.promotion}
          onClose={stop}
          onDone={() =>
            done(`${acting.promotion.title} is translated into ${LANGUAGE_NAMES[TRANSLATED]}.`)
          }
        />
      )}
      {acting?.kind === 'odds' && (
        <OddsDialog odds={acting.odds} onClose={stop} onDone={() => done('Odds published.')} />
      )}
    </>
  );
}

function RuleDialog({ rule, onClose, onDone }: DialogActions & { rule: BoxRule }) {
  return (
    <CallDialog
      call={operatorCalls.adminBoxRuleSave}
      invalidates={BOX_RULE_READS}
      defaultValues={{
        id: rule.id,
        enabled: rule.enabled,
        threshold: rule.threshold,
        max_per_day: rule.max_per_day,
        reason: '',
      }}
      title={`Change ${RULES[rule.id]?.name ?? rule.id}`}
      intro="It applies from the next box the rule would give."
      fields={(form) => (
        <>
          <CheckboxField label="On" {...form.register('enabled')} />
          <div className="grid grid-cols-2 gap-3">
            <TextField
              label="Threshold (₱)"
              inputMode="decimal"
              error={fieldError(form, 'threshold')}
              {...form.register('threshold')}
            />
            <TextField
              label="Boxes per day at most"
              inputMode="numeric"
              error={fieldError(form, 'max_per_day')}
              {...form.register('max_per_day')}
            />
          </div>
        </>
      )}
      submit="Save"
      onClose={onClose}
      onDone={onDone}
    />
  );
}

function OddsDialog({ odds, onClose, onDone }: DialogActions & { odds: readonly BoxOdds[] }) {
  return (
    <CallDialog
      call={operatorCalls.adminBoxOddsSave}
      invalidates={BOX_ODDS_READS}
      defaultValues={{
        odds: odds.map(({ prize, weight }) => ({ prize, weight })),
        reason: '',
      }}
      title="Change the published odds"
      intro="Each prize's chance is its weight over the sum of the weights. Players see the new table at once."
      fields={(form) => (
        <RowsField
          form={form}
          name="odds"
          caption="Prizes and their weights"
          columns={[
            { field: 'prize', label: 'Prize (₱)', inputMode: 'decimal' },
            { field: 'weight', label: 'Weight', inputMode: 'numeric' },
          ]}
          newRow={() => ({ prize: '', weight: 1 })}
          addLabel="Add a prize"
        />
      )}
      submit="Publish"
      onClose={onClose}
      onDone={onDone}
    />
  );
}

function PromotionDialog({
  promotion,
  onClose,
  onDone,
}: DialogActions & { promotion: AdminPromotion }) {
  return (
    <CallDialog
      call={operatorCalls.adminPromoSave}
      invalidates={PROMOTION_READS}
      defaultValues={{
        id: promotion.id,
        title: promotion.title,
        back_color: promotion.back_color,
        sorting: promotion.sorting,
        starts_on: promotion.starts_on,
        ends_on: promotion.ends_on ?? '',
        reason: '',
      }}
      title={`Change ${promotion.title}`}
      intro={`It opens ${promotion.link}. Players see it from the first day's Philippine midnight to the end of the last day; the list follows at once.`}
      fields={(form) => (
        <>
          <TextField label="Title" error={fieldError(form, 'title')} {...form.register('title')} />
          <div className="grid grid-cols-2 gap-3">
            <TextField
              label="Colour"
              hint="As #rrggbb"
              error={fieldError(form, 'back_color')}
              {...form.register('back_color')}
            />
            <TextField
              label="Order"
              inputMode="numeric"
              hint="Higher comes first"
              error={fieldError(form, 'sorting')}
              {...form.register('sorting')}
            />
            <TextField
              label="First day"
              type="date"
              error={fieldError(form, 'starts_on')}
              {...form.register('starts_on')}
            />
            <TextField
              label="Last day"
              type="date"
              hint="Empty: no end"
              error={fieldError(form, 'ends_on')}
              {...form.register('ends_on')}
            />
          </div>
        </>
      )}
      submit="Save"
      onClose={onClose}
      onDone={onDone}
    />
  );
}

function TranslationDialog({
  promotion,
  onClose,
  onDone,
}: DialogActions & { promotion: AdminPromotion }) {
  const translation = promotion.translations.find((t) => t.language === TRANSLATED);
  const language = LANGUAGE_NAMES[TRANSLATED];
  return (
    <CallDialog
      call={operatorCalls.adminPromoTranslationSave}
      invalidates={PROMOTION_READS}
      defaultValues={{
        id: promotion.id,
        language: TRANSLATED,
        title: translation?.current ? translation.title : '',
        reason: '',
      }}
      title={`Translate ${promotion.title}`}
      intro={
        translation && !translation.current
          ? `The ${language} title “${translation.title}” translated “${translation.english}”: until it is written again for the new title, ${language} players read the English one.`
          : `${language} players read this title; it is kept until the English title changes.`
      }
      fields={(form) => (
        <TextField
          label={`Title in ${language}`}
          error={fieldError(form, 'title')}
          {...form.register('title')}
        />
      )}
      submit="Save"
      onClose={onClose}
      onDone={onDone}
    />
  );
}
