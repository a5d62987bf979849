import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calls, encodeCbor, ok } from '@pisoplay/contract';
import { registerLanguages } from '../register';
import { apiCall } from '@/shared/api/client';
import { localStore } from '@/shared/storage/storage';
import { copyOf } from '@/shared/i18n/define-copy';
import { currentLanguage, localizeMessage } from '@/shared/i18n/i18n';
import { restoreLanguage, setLanguage } from '@/shared/i18n/language';
import { LanguageSwitch } from '@/shared/i18n/language-switch';
import { LANGUAGE_COPY } from '@/shared/i18n/copy';

afterEach(() => vi.restoreAllMocks());

describe('the player’s language', () => {
  it('switches the texts, the page language and the lang header, and is remembered', async () => {
    registerLanguages();
    render(<LanguageSwitch />);
    expect(screen.getByRole('group', { name: 'Language' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Filipino' }));

    expect(await screen.findByRole('group', { name: 'Wika' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filipino' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(document.documentElement.lang).toBe('fil');
    expect(localStore.get('language')).toBe('fil_PH');
    expect(document.cookie).toContain('lang=fil_PH');

    const fetch = vi
      .spyOn(window, 'fetch')
      .mockResolvedValue(new Response(Uint8Array.from(encodeCbor(ok([]))), { status: 200 }));
    await apiCall(calls.platformList);
    const headers = fetch.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers.lang).toBe('fil_PH');

    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('group', { name: 'Language' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(document.cookie).toContain('lang=en_US');
  });

  it('starts in the language remembered on the device', async () => {
    registerLanguages();
    localStore.set('language', 'fil_PH');
    document.cookie = 'lang=en_US; path=/';
    await restoreLanguage();
    expect(currentLanguage()).toBe('fil_PH');
    expect(copyOf(LANGUAGE_COPY).label).toBe('Wika');
    expect(document.cookie).toContain('lang=fil_PH');
  });

  it('stays English when the remembered language cannot load', async () => {
    localStore.set('language', 'fil_PH');
    const { registerCatalogues } = await import('@/shared/i18n/language');
    registerCatalogues(() => Promise.reject(new Error('offline')));
    document.cookie = 'lang=fil_PH; path=/';
    await restoreLanguage();
    expect(currentLanguage()).toBe('en_US');
    // The server's next page is written in the language the app shows.
    expect(document.cookie).toContain('lang=en_US');
    registerLanguages();
  });

  it('translates the contract’s messages with their values, and leaves others as they are', async () => {
    registerLanguages();
    await act(() => setLanguage('fil_PH'));
    expect(localizeMessage('not a message of the contract')).toBe('not a message of the contract');
  });
});
