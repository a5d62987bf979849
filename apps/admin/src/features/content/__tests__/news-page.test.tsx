import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  AppError,
  type AdminNewsItem,
  type AdminNewsTranslation,
  type Paged,
} from '@pisoplay/contract';
import { renderPage, signInAs } from '@/testing/render-page';
import { NewsPage } from '../components/news-page';

const item = (id: number, title: string, by = ''): AdminNewsItem => ({
  id,
  title,
  summary: `${title} in short`,
  content: `<p>${title} in full</p>`,
  image: '',
  published_at: '2026-11-10T03:00:00Z',
  updated_at: by ? '2026-11-12T03:00:00Z' : '',
  updated_by: by,
  translations: [],
});
const filipino = (title: string, by = 'admin', at = '2026-11-13T03:00:00Z') =>
  ({
    language: 'fil_PH',
    title,
    summary: `${title} sa madaling salita`,
    content: `<p>${title} nang buo</p>`,
    updated_at: by ? at : '',
    updated_by: by,
  }) satisfies AdminNewsTranslation;
const paged = <T,>(d: T[]): Paged<T> => ({ d, t: d.length, s: 1 });

describe('the news page', () => {
  it('adds an item: a reason is required, the preview is sanitised, the save sends the fields', async () => {
    signInAs('admin');
    const adminNewsSave = vi.fn(async () => item(9, 'Summer promo', 'admin'));
    renderPage(<NewsPage />, {
      adminNewsList: async () => paged([item(1, 'Welcome', '')]),
      adminNewsSave,
    });
    const table = await screen.findByRole('table', { name: 'News, newest first' });
    expect(within(table).getByRole('row', { name: /Welcome/ })).toHaveTextContent('Seeded');

    await userEvent.click(screen.getByRole('button', { name: 'Add news' }));
    const dialog = screen.getByRole('dialog', { name: 'Add news' });
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Summer promo');
    await userEvent.type(within(dialog).getByLabelText('Summary'), 'Bonuses all week');
    await userEvent.type(
      within(dialog).getByLabelText('Content (HTML)'),
      '<p>Play <strong>more</strong></p><script>alert(1)</script>',
    );
    const preview = within(dialog).getByRole('region', { name: 'Preview' });
    expect(within(preview).getByText('more').tagName).toBe('STRONG');
    expect(preview.innerHTML).not.toMatch(/script/);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add news' }));
    expect(await within(dialog).findByText('A reason is required')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true');
    expect(adminNewsSave).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Summer campaign');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add news' }));
    expect(await screen.findByText('“Summer promo” added.')).toBeInTheDocument();
    expect(adminNewsSave).toHaveBeenCalledWith({
      title: 'Summer promo',
      summary: 'Bonuses all week',
      image: '',
      content: '<p>Play <strong>more</strong></p><script>alert(1)</script>',
      reason: 'Summer campaign',
    });
  });

  it('shows the server’s message when a save is refused, and deletes with a reason', async () => {
    signInAs('admin');
    const adminNewsDelete = vi.fn(async () => true);
    renderPage(<NewsPage />, {
      adminNewsList: async () => paged([item(3, 'Old news', 'admin')]),
      adminNewsSave: async () => {
        throw new AppError('ERR_BUSINESS', 'Unknown fact {{deposit.nope}}');
      },
      adminNewsDelete,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Change Old news' }));
    const dialog = screen.getByRole('dialog', { name: 'Change “Old news”' });
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Old news');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Typo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Unknown fact {{deposit.nope}}',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await userEvent.click(screen.getByRole('button', { name: 'Delete Old news' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete news' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await within(confirm).findByText('A reason is required')).toBeInTheDocument();
    await userEvent.type(within(confirm).getByLabelText('Reason'), 'Promotion ended');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('“Old news” deleted.')).toBeInTheDocument();
    expect(adminNewsDelete).toHaveBeenCalledWith({ id: 3, reason: 'Promotion ended' });
  });

  it('lets support read the news but not change it', async () => {
    signInAs('support');
    renderPage(<NewsPage />, {
      adminNewsList: async () =>
        paged([{ ...item(1, 'Welcome'), translations: [filipino('Maligayang pagdating', '')] }]),
    });
    expect(await screen.findByText('Welcome')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Welcome/ })).toHaveTextContent('Translated');
    expect(screen.queryByRole('button', { name: 'Add news' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Change/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /translation of/ })).not.toBeInTheDocument();
  });

  it('shows which items have a Filipino translation, and which the English changed after', async () => {
    signInAs('admin');
    renderPage(<NewsPage />, {
      adminNewsList: async () =>
        paged([
          item(1, 'Untranslated', 'admin'),
          // Both seeded: served.
          { ...item(2, 'Seeded both'), translations: [filipino('Parehong seed', '')] },
          // Written after the English's last change.
          { ...item(3, 'Up to date', 'admin'), translations: [filipino('Bago', 'ana')] },
          // The English was saved after the translation: still served, out of date.
          {
            ...item(4, 'English edited', 'admin'),
            translations: [filipino('Luma', 'ana', '2026-11-11T03:00:00Z')],
          },
          // A seeded translation of an English an operator rewrote: players read the English.
          { ...item(5, 'Seed rewritten', 'admin'), translations: [filipino('Seed na luma', '')] },
        ]),
    });
    const table = await screen.findByRole('table', { name: 'News, newest first' });
    expect(within(table).getByRole('columnheader', { name: 'Filipino' })).toBeInTheDocument();
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(name) });
    expect(row('Untranslated')).toHaveTextContent('Not translated');
    expect(row('Seeded both')).toHaveTextContent(/Translated\s*Seeded/);
    expect(row('Up to date')).toHaveTextContent(/Translated\s*ana/);
    expect(row('Up to date')).not.toHaveTextContent('English changed');
    expect(row('English edited')).toHaveTextContent(
      'Out of dateEnglish changed after this translation',
    );
    expect(row('Seed rewritten')).toHaveTextContent(
      /English changed after this translation; players read the English/,
    );
  });

  it('translates an item in a dialog: the English beside, the stored translation prefilled', async () => {
    signInAs('admin');
    const stored = filipino('Lumang pamagat', 'ana', '2026-11-11T03:00:00Z');
    const adminNewsTranslationSave = vi.fn(async () => ({ ...stored, title: 'Bagong pamagat' }));
    renderPage(<NewsPage />, {
      adminNewsList: async () =>
        paged([{ ...item(4, 'Summer promo', 'admin'), translations: [stored] }]),
      adminNewsTranslationSave,
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Filipino translation of Summer promo' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Filipino translation of “Summer promo”' });
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'English changed after this translation',
    );
    const english = within(dialog).getByRole('region', { name: 'English' });
    expect(within(english).getByLabelText('English title')).toHaveValue('Summer promo');
    expect(within(english).getByLabelText('English title')).toHaveAttribute('readonly');
    expect(within(english).getByLabelText('English summary')).toHaveValue('Summer promo in short');
    expect(
      within(within(english).getByRole('region', { name: 'English preview' })).getByText(
        'Summer promo in full',
      ),
    ).toBeInTheDocument();

    const translation = within(dialog).getByRole('region', { name: 'Filipino' });
    const title = within(translation).getByLabelText('Title');
    expect(title).toHaveValue('Lumang pamagat');
    expect(within(translation).getByLabelText('Summary')).toHaveValue(
      'Lumang pamagat sa madaling salita',
    );
    await userEvent.clear(title);
    await userEvent.type(title, 'Bagong pamagat');
    await userEvent.type(
      within(translation).getByLabelText('Content (HTML)'),
      '<p>Dagdag</p><script>alert(1)</script>',
    );
    const preview = within(translation).getByRole('region', { name: 'Preview' });
    expect(within(preview).getByText('Dagdag')).toBeInTheDocument();
    expect(preview.innerHTML).not.toMatch(/script/);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Filipino' }));
    expect(await within(dialog).findByText('A reason is required')).toBeInTheDocument();
    expect(adminNewsTranslationSave).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'English changed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Filipino' }));
    expect(
      await screen.findByText('Filipino translation of “Summer promo” saved.'),
    ).toBeInTheDocument();
    expect(adminNewsTranslationSave).toHaveBeenCalledWith({
      news_id: 4,
      language: 'fil_PH',
      title: 'Bagong pamagat',
      summary: 'Lumang pamagat sa madaling salita',
      content: '<p>Lumang pamagat nang buo</p><p>Dagdag</p><script>alert(1)</script>',
      reason: 'English changed',
    });
  });

  it('starts an untranslated item’s translation empty, and shows the server’s refusal', async () => {
    signInAs('admin');
    const adminNewsTranslationSave = vi.fn(async () => {
      throw new AppError(
        'ERR_VALIDATION',
        'The content has no text left once unsafe HTML is removed',
      );
    });
    renderPage(<NewsPage />, {
      adminNewsList: async () => paged([item(7, 'Welcome', 'admin')]),
      adminNewsTranslationSave,
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Filipino translation of Welcome' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Filipino translation of “Welcome”' });
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
    const translation = within(dialog).getByRole('region', { name: 'Filipino' });
    expect(within(translation).getByLabelText('Title')).toHaveValue('');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Filipino' }));
    expect(await within(dialog).findByText('The title is required')).toBeInTheDocument();
    await userEvent.type(within(translation).getByLabelText('Title'), 'Maligayang pagdating');
    await userEvent.type(within(translation).getByLabelText('Summary'), 'Buod');
    await userEvent.type(
      within(translation).getByLabelText('Content (HTML)'),
      '<script>x</script>',
    );
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Filipino players');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Filipino' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The content has no text left once unsafe HTML is removed',
    );
    expect(adminNewsTranslationSave).toHaveBeenCalledWith(
      expect.objectContaining({ news_id: 7, language: 'fil_PH', title: 'Maligayang pagdating' }),
    );
  });
});
