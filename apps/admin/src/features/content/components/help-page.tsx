import {
  CONTENT_LIMITS,
  HELP_LANGUAGES,
  operatorCalls,
  type AdminHelpItem,
  type HelpLanguage,
  type HelpType,
} from '@pisoplay/contract';
import { useMayCall } from '@/shared/auth/permissions';
import { CallDialog } from '@/shared/forms/call-dialog';
import { useActing } from '@/shared/lib/use-acting';
import { OnOffBadge } from '@/shared/ui/badge';
import { SelectField, TextField } from '@/shared/ui/form';
import { Loaded } from '@/shared/ui/loaded';
import { TablePanel } from '@/shared/ui/list-panel';
import { PageHeader } from '@/shared/ui/page';
import { HELP_READS, useHelpCentre } from '../api/content';
import { ContentField } from './content-field';
import { changedColumn, editColumn } from './content-parts';

const LANGUAGE_TITLES: Record<HelpLanguage, string> = {
  en_US: 'English',
  fil_PH: 'Filipino',
};
const languageTitle = (language: string) => LANGUAGE_TITLES[language as HelpLanguage] ?? language;

/** An article in the list: its place in its category, then its language. */
const byPlace = (a: AdminHelpItem, b: AdminHelpItem) =>
  a.sort - b.sort || a.language.localeCompare(b.language) || a.id - b.id;

type Editing = { item: AdminHelpItem | null };

/**
 * The help centre's articles (/my/helpcenter) by category, every language, hidden ones too:
 * add an article, change one, hide one (there is no delete). Admins write; support reads.
 */
export function HelpPage() {
  const help = useHelpCentre();
  const canWrite = useMayCall()(operatorCalls.adminHelpSave);
  const { acting: editing, act: setEditing, stop, outcome, done } = useActing<Editing>();
  return (
    <>
      <PageHeader
        title="Help articles"
        description="What players read in the help centre, by category. Players read the English articles today; hide one instead of deleting it."
        add={canWrite && { label: 'Add article', onClick: () => setEditing({ item: null }) }}
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
                  onEdit={(item) => setEditing({ item })}
                />
              ))}
          </div>
        )}
      </Loaded>
      {editing && help.data && (
        <HelpDialog
          item={editing.item}
          types={help.data.types}
          onClose={stop}
          onDone={(saved) => done(`“${saved.title}” ${editing.item ? 'saved' : 'added'}.`)}
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
}: {
  type: HelpType;
  items: AdminHelpItem[];
  canWrite: boolean;
  onEdit: (item: AdminHelpItem) => void;
}) {
  return (
    <TablePanel
      title={`${type.typeName} · ${items.length}`}
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

function HelpDialog({
  item,
  types,
  onClose,
  onDone,
}: {
  item: AdminHelpItem | null;
  types: HelpType[];
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
                    {LANGUAGE_TITLES[language]} ({language})
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
