import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppError, type AdminNewsItem, type Paged } from '@pisoplay/contract';
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
});
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
    renderPage(<NewsPage />, { adminNewsList: async () => paged([item(1, 'Welcome')]) });
    expect(await screen.findByText('Welcome')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add news' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Change/ })).not.toBeInTheDocument();
  });
});
