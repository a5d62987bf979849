import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppError, type AdminBanner } from '@pisoplay/contract';
import { renderPage, signInAs } from '@/testing/render-page';
import { BannersPage } from '../components/banners-page';

const banner = (id: number, brand: string, headline: string, state = 1): AdminBanner => ({
  id,
  brand,
  type: 1,
  url: `banners/${id}-abc.svg`,
  link: '/s-game/category/3',
  back_color: '#1e6fd9',
  headline,
  subline: 'Every day',
  sorting: 1,
  state,
  updated_at: '',
  updated_name: '',
});

describe('the banners page', () => {
  it('lists the banners by brand with their image, and switches one off with a reason', async () => {
    signInAs('admin');
    const adminBannerSave = vi.fn(async () => banner(4, 'luzon', 'Slots week', 0));
    renderPage(<BannersPage />, {
      adminBannerList: async () => [
        banner(3, 'h5', 'Welcome bonus'),
        banner(4, 'luzon', 'Slots week'),
      ],
      adminBannerSave,
    });
    const luzon = await screen.findByRole('table', { name: 'Banners of luzon' });
    expect(within(luzon).getByRole('img', { name: 'Banner: Slots week' })).toHaveAttribute(
      'src',
      '/img/banners/4-abc.svg',
    );
    expect(screen.getByRole('table', { name: 'Banners of h5 (default)' })).toHaveTextContent(
      'Welcome bonus',
    );

    await userEvent.click(within(luzon).getByRole('button', { name: 'Change Slots week' }));
    const dialog = screen.getByRole('dialog', { name: 'Change “Slots week”' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'On' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A reason is required')).toBeInTheDocument();
    expect(adminBannerSave).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Campaign over');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Banner “Slots week” saved.')).toBeInTheDocument();
    expect(adminBannerSave).toHaveBeenCalledWith({
      id: 4,
      brand: 'luzon',
      type: 1,
      headline: 'Slots week',
      subline: 'Every day',
      link: '/s-game/category/3',
      back_color: '#1e6fd9',
      sorting: 1,
      state: 0,
      reason: 'Campaign over',
    });
  });

  it('adds a banner; the contract’s rules and the server’s message are shown', async () => {
    signInAs('admin');
    const adminBannerSave = vi.fn(async () => {
      throw new AppError('ERR_NOT_FOUND', 'Unknown brand');
    });
    renderPage(<BannersPage />, { adminBannerList: async () => [], adminBannerSave });
    await userEvent.click(await screen.findByRole('button', { name: 'Add banner' }));
    const dialog = screen.getByRole('dialog', { name: 'Add banner' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Brand'), 'visayas');
    await userEvent.type(within(dialog).getByLabelText('Headline'), 'Fishing fiesta');
    await userEvent.type(within(dialog).getByLabelText('Link (optional)'), 'javascript:alert(1)');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'New campaign');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add banner' }));
    expect(
      await within(dialog).findByText(
        "A link must be a path in the app ('/…') or an https:// address",
      ),
    ).toBeInTheDocument();
    expect(adminBannerSave).not.toHaveBeenCalled();

    await userEvent.clear(within(dialog).getByLabelText('Link (optional)'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add banner' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Unknown brand');
    expect(adminBannerSave).toHaveBeenCalledWith({
      brand: 'visayas',
      type: 1,
      headline: 'Fishing fiesta',
      subline: '',
      link: '',
      back_color: '#1e6fd9',
      sorting: 0,
      state: 1,
      reason: 'New campaign',
    });
  });

  it('lets support see the banners but not change them', async () => {
    signInAs('support');
    renderPage(<BannersPage />, {
      adminBannerList: async () => [banner(3, 'h5', 'Welcome bonus')],
    });
    expect(await screen.findByText('Welcome bonus')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add banner' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Change/ })).not.toBeInTheDocument();
  });
});
