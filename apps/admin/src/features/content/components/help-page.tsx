import {
  CONTENT_LIMITS,
  HELP_LANGUAGES,
  LANGUAGE_NAMES,
  operatorCalls,
  type AdminHelpItem,
  type AdminHelpType,
  type HelpLanguage,
  type Language,
} from '@pisoplay/contract';
import { useMayCall } from '@/shared/auth/permissions';
import { CallDialog, fieldError } from '@/shared/forms/call-dialog';
import { formatDateTime } from '@/shared/lib/format';
import { useActing } from '@/shared/lib/use-acting';
import { Button } from '@/shared/ui/button';
import { OnOffBadge } from '@/shared/ui/badge';
import { SelectField, TextField } from '@/shared/ui/form';
import { Loaded } from '@/shared/ui/loaded';
import { TablePanel } from '@/shared/ui/list-panel';
import { PageHeader } from '@/shared/ui/page';
import { HELP_READS, useHelpCentre } from '../api/content';
import { ContentField } from './content-field';
import { TRANSLATION_LANGUAGES, changedColumn, editColumn } from './content-parts';

const languageTitle = (language: string) => LANGUAGE_NAMES[language as HelpLanguage] ?? language;

/** An article in the list: its place in its category, then its language. */
const byPlace = (a: AdminHelpItem, b: AdminHelpItem) =>
  a.sort - b.sort || a.language.localeCompare(b.language) || a.id - b.id;

/** A category's name in a language, as stored (none: players of the language see the English). */
const nameIn = (type: AdminHelpType, language: Language) =>
  type.names.find((name) => name.language === language);

type Editing =
  | { kind: 'article'; item: AdminHelpItem | null }
  | { kind: 'name'; type: AdminHelpType; language: Language };

/**
 * The help centre's articles (/my/helpcenter) by category, every language, hidden ones too:
 * add an article, change one, hide one (there is no delete); name a category in the players'
 * other languages. Admins write; support reads.
 */
export function HelpPage() {
  const help = useHelpCentre();
  const mayCall = useMayCall();
  const canWrite = mayCall(operatorCalls.adminHelpSave);
  const canName = mayCall(operatorCalls.adminHelpTypeNameSave);
  const { acting: editing, act: setEditing, stop, outcome, done } = useActing<Editing>();
  return (
    <>
      <PageHeader
        title="Help articles"
        description="What players read in the help centre, by category, in their language: a category with no published article in it shows its English ones. Hide an article instead of deleting it."
        add={
          canWrite && {
            label: 'Add article',
            onClick: () => setEditing({ kind: 'article', item: null }),
          }
        }
        outcome={outcome}
      />
      <Loaded query={help} label="Loading articles…">
        {({ types, items }) => (
          <div className="space-y-5">
            {[...types]
              .sort((a, b) => a.sort - b.sort)
              .map((type) => (
                <Category
                  key={type.id}
                  type={type}
                  items={items.filter((item) => item.helpTypeId === type.id).sort(byPlace)}
                  canWrite={canWrite}
                  onEdit={(item) => setEditing({ kind: 'article', item })}
                  onName={
                    canName ? (language) => setEditing({ kind: 'name', type, language }) : null
                  }
                />
              ))}
          </div>
        )}
      </Loaded>
      {editing?.kind === 'article' && help.data && (
        <HelpDialog
          item={editing.item}
          types={help.data.types}
          onClose={stop}
          onDone={(saved) => done(`“${saved.title}” ${editing.item ? 'saved' : 'added'}.`)}
        />
      )}
      {editing?.kind === 'name' && (
        <TypeNameDialog
          type={editing.type}
          language={editing.language}
          onClose={stop}
          onDone={(saved) =>
            done(
              `“${editing.type.typeName}” is “${saved.type_name}” in ${LANGUAGE_NAMES[editing.language]}.`,
            )
          }
        />
      )}
    </>
  );
}

function Category({
  type,
  items,
  canWrite,
  onEdit,
  onName,
}: {
  type: AdminHelpType;
  items: AdminHelpItem[];
  canWrite: boolean;
  onEdit: (item: AdminHelpItem) => void;
  /** Names the category in a language; null for an operator who may not. */
  onName: ((language: Language) => void) | null;
}) {
  return (
    <TablePanel
      title={`${type.typeName} · ${items.length}`}
      actions={TRANSLATION_LANGUAGES.map((language) => (
        <TypeName key={language} type={type} language={language} onName={onName} />
      ))}
      rows={items}
      empty="No articles in this category"
      caption={`Help articles: ${type.typeName}`}
      rowKey={(item) => item.id}
      columns={[
        { head: 'Title', rowHeader: true, className: 'max-w-xl', cell: (item) => item.title },
        { head: 'Language', cell: (item) => languageTitle(item.language) },
        {
          head: 'Status',
          cell: (item) => (
            <OnOffBadge on={item.status === 1} yes="Published" no="Hidden" noTone="neutral" />
          ),
        },
        { head: 'Order', align: 'right', cell: (item) => item.sort },
        changedColumn<AdminHelpItem>((item) => [item.updated_by, item.updated_at]),
        canWrite &&
          editColumn<AdminHelpItem>(
            (item) => item.title,
            (item) => onEdit(item),
          ),
      ]}
    />
  );
}

/** A category's name in a language beside its title, and the button that changes it. */
function TypeName({
  type,
  language,
  onName,
}: {
  type: AdminHelpType;
  language: Language;
  onName: ((language: Language) => void) | null;
}) {
  const name = nameIn(type, language);
  const languageName = LANGUAGE_NAMES[language];
  return (
    <>
      <span className="text-[13px] text-slate-700">
        {languageName}:{' '}
        {name ? (
          <span className="font-medium text-slate-900">{name.type_name}</span>
        ) : (
          <span className="italic">not named (the English shows)</span>
        )}
      </span>
      {onName && (
        <Button
          size="sm"
          aria-label={`${languageName} name of ${type.typeName}`}
          onClick={() => onName(language)}
        >
          {languageName} name
        </Button>
      )}
    </>
  );
}

/** Names a help category in another language, its English name beside. */
function TypeNameDialog({
  type,
  language,
  onClose,
  onDone,
}: {
  type: AdminHelpType;
  language: Language;
  onClose: () => void;
  onDone: (saved: { type_name: string }) => void;
}) {
  const languageName = LANGUAGE_NAMES[language];
  const name = nameIn(type, language);
  return (
    <CallDialog
      call={operatorCalls.adminHelpTypeNameSave}
      invalidates={HELP_READS}
      defaultValues={{
        help_type_id: type.id,
        language,
        type_name: name?.type_name ?? '',
        reason: '',
      }}
      title={`${languageName} name of “${type.typeName}”`}
      description={`Players who read ${languageName} see this name in the help centre's list of categories.`}
      fields={(form) => (
        <>
          {name && (
            <p className="text-sm text-slate-700">
              {name.updated_by
                ? `Saved by ${name.updated_by} on ${formatDateTime(name.updated_at)}.`
                : 'The seeded name.'}
            </p>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="English name" value={type.typeName} readOnly />
            <TextField
              label={`${languageName} name`}
              error={fieldError(form, 'type_name')}
              {...form.register('type_name')}
            />
          </div>
        </>
      )}
      reason={{ rows: 2, hint: 'Kept in the audit log with what changed.' }}
      submit="Save name"
      onClose={onClose}
      onDone={onDone}
    />
  );
}

function HelpDialog({
  item,
  types,
  onClose,
  onDone,
}: {
  item: AdminHelpItem | null;
  types: AdminHelpType[];
  onClose: () => void;
  onDone: (saved: AdminHelpItem) => void;
}) {
  return (
    <CallDialog
      call={operatorCalls.adminHelpSave}
      invalidates={HELP_READS}
      defaultValues={{
        ...(item && { id: item.id }),
        help_type_id: item?.helpTypeId ?? types[0]?.id,
        language: (item?.language as HelpLanguage | undefined) ?? 'en_US',
        title: item?.title ?? '',
        sort: item?.sort ?? 0,
        status: item ? (item.status === 1 ? 1 : 0) : 1,
        content: item?.content ?? '',
        reason: '',
      }}
      title={item ? `Change “${item.title}”` : 'Add article'}
      wide="xl"
      fields={(form) => {
        const { errors } = form.formState;
        return (
          <>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              <SelectField
                label="Category"
                error={errors.help_type_id?.message}
                {...form.register('help_type_id', { valueAsNumber: true })}
              >
                {types.map((type) => (
                  <option key={type.id} value={type.id}>
                    {type.typeName}
                  </option>
                ))}
              </SelectField>
              <SelectField
                label="Language"
                error={errors.language?.message}
                {...form.register('language')}
              >
                {HELP_LANGUAGES.map((language) => (
                  <option key={language} value={language}>
                    {LANGUAGE_NAMES[language]} ({language})
                  </option>
                ))}
              </SelectField>
              <SelectField
                label="Status"
                error={errors.status?.message}
                {...form.register('status', { valueAsNumber: true })}
              >
                <option value={1}>Published</option>
                <option value={0}>Hidden</option>
              </SelectField>
              <TextField
                label="Order in the category"
                inputMode="numeric"
                hint="Lower first."
                error={errors.sort?.message}
                {...form.register('sort')}
              />
            </div>
            <TextField
              label="Title"
              maxLength={CONTENT_LIMITS.helpTitle}
              error={errors.title?.message}
              {...form.register('title')}
            />
            <ContentField form={form} />
          </>
        );
      }}
      reason={{ rows: 2, hint: 'Kept in the audit log with what changed.' }}
      submit={item ? 'Save' : 'Add article'}
      onClose={onClose}
      onDone={onDone}
    />
  );
}
