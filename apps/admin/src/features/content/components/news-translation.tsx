import {
  DEFAULT_LANGUAGE,
  LANGUAGE_NAMES,
  operatorCalls,
  type AdminNewsItem,
  type AdminNewsTranslation,
  type Language,
} from '@pisoplay/contract';
import { CallDialog } from '@/shared/forms/call-dialog';
import { formatDateTime } from '@/shared/lib/format';
import { Badge } from '@/shared/ui/badge';
import { ContentPreview } from '@/shared/ui/content-html';
import { Notice } from '@/shared/ui/feedback';
import { TextAreaField, TextField } from '@/shared/ui/form';
import { Stacked, type Column } from '@/shared/ui/table';
import { NEWS_READS } from '../api/content';
import { ContentField, NewsSummaryField, NewsTitleField } from './content-field';

/**
 * Where a news item's translation stands (docs/i18n.md, "On the server"):
 * - `missing`: none, players of the language read the English;
 * - `current`: served, written after the English's last change (or both seeded);
 * - `outdated`: served, but an operator changed the English after it was written;
 * - `dropped`: a seeded translation of an English an operator has since rewritten: players of
 *   the language read the English until an operator writes the translation.
 * The times are compared as the list gives them, to the second.
 */
export type TranslationState = 'missing' | 'current' | 'outdated' | 'dropped';

export const translationOf = (item: AdminNewsItem, language: Language) =>
  item.translations.find((translation) => translation.language === language);

export function translationState(
  item: AdminNewsItem,
  translation: AdminNewsTranslation | undefined,
): TranslationState {
  if (!translation) return 'missing';
  // The English is still the seed's: every translation is served, and none is older than it.
  if (!item.updated_at) return 'current';
  if (!translation.updated_by) return 'dropped';
  return Date.parse(item.updated_at) > Date.parse(translation.updated_at) ? 'outdated' : 'current';
}

/** The words of the warning, the list's and the dialog's. */
export const ENGLISH_CHANGED = 'English changed after this translation';

/** A column per language saying whether each item has a translation, and if it is out of date. */
export const translationColumn = (language: Language): Column<AdminNewsItem> => ({
  head: LANGUAGE_NAMES[language],
  className: 'max-w-56',
  cell: (item) => {
    const translation = translationOf(item, language);
    switch (translationState(item, translation)) {
      case 'missing':
        return (
          <Stacked
            primary={<Badge>Not translated</Badge>}
            secondary={<span className="font-normal">Players read the English</span>}
          />
        );
      case 'current':
        return (
          <Stacked
            primary={<Badge tone="success">Translated</Badge>}
            secondary={
              <span className="font-normal">
                {translation?.updated_by
                  ? `${translation.updated_by}, ${formatDateTime(translation.updated_at)}`
                  : 'Seeded'}
              </span>
            }
          />
        );
      case 'outdated':
        return (
          <Stacked
            primary={<Badge tone="warning">Out of date</Badge>}
            secondary={<span className="font-normal">{ENGLISH_CHANGED}</span>}
          />
        );
      case 'dropped':
        return (
          <Stacked
            primary={<Badge tone="warning">Out of date</Badge>}
            secondary={
              <span className="font-normal">
                {ENGLISH_CHANGED}; players read the English until it is saved again
              </span>
            }
          />
        );
    }
  },
});

/** What the dialog says of the translation as stored. */
function standing(item: AdminNewsItem, translation: AdminNewsTranslation | undefined) {
  const name = LANGUAGE_NAMES[translation?.language ?? DEFAULT_LANGUAGE];
  switch (translationState(item, translation)) {
    case 'missing':
      return null;
    case 'current':
      return translation?.updated_by ? (
        <p className="text-sm text-slate-700">
          Saved by {translation.updated_by} on {formatDateTime(translation.updated_at)}.
        </p>
      ) : (
        <p className="text-sm text-slate-700">The seeded translation.</p>
      );
    case 'outdated':
      return (
        <Notice tone="warning">
          {ENGLISH_CHANGED}: the English was saved {formatDateTime(item.updated_at)}, the {name}{' '}
          {formatDateTime(translation?.updated_at)}. Players still read this translation.
        </Notice>
      );
    case 'dropped':
      return (
        <Notice tone="warning">
          {ENGLISH_CHANGED}: the English was rewritten {formatDateTime(item.updated_at)}, so players
          read the English until this seeded translation is saved again.
        </Notice>
      );
  }
}

/**
 * Writes or rewrites a news item's text in another language, beside its English text: the
 * fields start from the stored translation (or empty). The HTML is cleaned on save as the
 * English is; players of the language read the translation from then on.
 */
export function NewsTranslationDialog({
  item,
  language,
  onClose,
  onDone,
}: {
  item: AdminNewsItem;
  language: Language;
  onClose: () => void;
  onDone: (saved: AdminNewsTranslation) => void;
}) {
  const name = LANGUAGE_NAMES[language];
  const translation = translationOf(item, language);
  return (
    <CallDialog
      call={operatorCalls.adminNewsTranslationSave}
      invalidates={NEWS_READS}
      defaultValues={{
        news_id: item.id,
        language,
        title: translation?.title ?? '',
        summary: translation?.summary ?? '',
        content: translation?.content ?? '',
        reason: '',
      }}
      title={`${name} translation of “${item.title}”`}
      description={`Players who read ${name} get this text; without one they read the English.`}
      wide="xl"
      fields={(form) => (
        <>
          {standing(item, translation)}
          <div className="grid gap-6 lg:grid-cols-2">
            <section aria-label="English" className="min-w-0 space-y-4">
              <h3 className="text-sm font-semibold text-slate-900">English</h3>
              <TextField label="English title" value={item.title} readOnly />
              <TextAreaField label="English summary" rows={2} value={item.summary} readOnly />
              <TextAreaField
                label="English content (HTML)"
                rows={10}
                className="font-mono text-xs"
                value={item.content}
                readOnly
              />
              <ContentPreview html={item.content} label="English preview" />
            </section>
            <section aria-label={name} className="min-w-0 space-y-4">
              <h3 className="text-sm font-semibold text-slate-900">{name}</h3>
              <NewsTitleField form={form} />
              <NewsSummaryField form={form} />
              <ContentField form={form} stacked />
            </section>
          </div>
        </>
      )}
      reason={{ rows: 2, hint: 'Kept in the audit log with what changed.' }}
      submit={`Save ${name}`}
      onClose={onClose}
      onDone={onDone}
    />
  );
}
