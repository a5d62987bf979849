import { useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { CONTENT_LIMITS } from '@pisoplay/contract';
import { ContentPreview } from '@/shared/ui/content-html';
import { TextAreaField, TextField } from '@/shared/ui/form';

type WithContent = { content: string } & FieldValues;
type WithTexts = { title: string; summary: string } & FieldValues;

/**
 * The HTML of a news item or an article, beside what players will see of it (sanitised as their
 * app does; the server cleans it on save with the same allow-list). `stacked`: the preview under
 * the HTML (in a column of its own, as beside a translation's English).
 */
export function ContentField<T extends WithContent>({
  form,
  stacked = false,
}: {
  form: UseFormReturn<T>;
  stacked?: boolean;
}) {
  const { control, register, formState } = form as unknown as UseFormReturn<WithContent>;
  const html = useWatch({ control, name: 'content' });
  return (
    <div className={stacked ? 'grid gap-4' : 'grid gap-4 lg:grid-cols-2'}>
      <TextAreaField
        label="Content (HTML)"
        rows={10}
        className="font-mono text-xs"
        maxLength={CONTENT_LIMITS.html}
        hint="Paragraphs (<p>), lists, headings h2–h4, links, https images and tables. Facts such as {{deposit.min}} are filled in when players read it."
        error={formState.errors.content?.message as string | undefined}
        {...register('content')}
      />
      <ContentPreview html={html ?? ''} />
    </div>
  );
}

/** A news item's title, as the English item and its translations have it. */
export function NewsTitleField<T extends WithTexts>({ form }: { form: UseFormReturn<T> }) {
  const { register, formState } = form as unknown as UseFormReturn<WithTexts>;
  return (
    <TextField
      label="Title"
      maxLength={CONTENT_LIMITS.newsTitle}
      error={formState.errors.title?.message as string | undefined}
      {...register('title')}
    />
  );
}

/** A news item's summary (plain text, on the players' news card). */
export function NewsSummaryField<T extends WithTexts>({ form }: { form: UseFormReturn<T> }) {
  const { register, formState } = form as unknown as UseFormReturn<WithTexts>;
  return (
    <TextAreaField
      label="Summary"
      rows={2}
      maxLength={CONTENT_LIMITS.newsSummary}
      hint="Plain text, on the news card."
      error={formState.errors.summary?.message as string | undefined}
      {...register('summary')}
    />
  );
}
