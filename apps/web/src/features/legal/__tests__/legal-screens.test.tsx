import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LegalText } from '@pisoplay/contract';
import { currentBrand } from '@/shared/brand/brand';
import { setLanguage } from '@/shared/i18n/language';
import { sessionStore } from '@/shared/storage/storage';
import { switchToFilipino } from '@/testing/language';
import { DocsScreen } from '../components/docs-screen';
import { LegalScreen } from '../components/legal-screen';

function renderWithin(screenToRender: ReactNode) {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter>{screenToRender}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const text = (title: string, content: string): LegalText => ({
  brand: currentBrand(),
  title,
  content,
  updated_at: '2026-03-01T04:00:00.000Z',
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the legal screens in Filipino', () => {
  it('the documents list: its words and the documents’ names', async () => {
    await switchToFilipino();
    renderWithin(<DocsScreen title="Docs" />);
    expect(
      screen.getByText(
        'Ang mga patakaran ng serbisyong ito at kung paano namin inaalagaan ang data mo.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mga Tuntunin ng Paggamit' })).toHaveAttribute(
      'href',
      '/docs/terms-of-use',
    );
    expect(screen.getByRole('link', { name: 'Patakaran sa Privacy' })).toBeInTheDocument();
  });

  it('while the text loads: the fallback title and the loading words', async () => {
    vi.spyOn(window, 'fetch').mockReturnValue(new Promise<Response>(() => {}));
    await switchToFilipino();
    renderWithin(<LegalScreen name="privacy-policy" />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Patakaran sa Privacy' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Naglo-load...')).toBeInTheDocument();
  });

  it('keeps each language’s text apart, and follows a language change', async () => {
    const brand = currentBrand();
    sessionStore.set(
      `legal:${brand}:en_US:terms-of-use`,
      text('Terms of Use', '1. Eligibility\n\nPlayers must be 21 or older.'),
    );
    sessionStore.set(
      `legal:${brand}:fil_PH:terms-of-use`,
      text(
        'Mga Tuntunin ng Paggamit',
        '1. Eligibility\n\nDapat 21 taong gulang pataas ang player.',
      ),
    );
    await switchToFilipino();
    renderWithin(<LegalScreen name="terms-of-use" />);
    expect(screen.getByText('Dapat 21 taong gulang pataas ang player.')).toBeInTheDocument();
    expect(screen.getByText(/^Huling na-update: /)).toBeInTheDocument();

    await act(() => setLanguage('en_US'));
    expect(await screen.findByText('Players must be 21 or older.')).toBeInTheDocument();
    expect(screen.getByText(/^Last updated: /)).toBeInTheDocument();
  });
});
