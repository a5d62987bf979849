import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/shared/i18n/language';
import { ModalProvider } from '@/shared/ui/modal/modal-provider';
import { switchToFilipino } from '@/testing/language';
import { TermsGate } from '../components/terms-gate';
import { termsGateStore } from '../hooks/terms-gate-store';

function renderGate() {
  render(
    <MemoryRouter>
      <ModalProvider>
        <TermsGate />
      </ModalProvider>
    </MemoryRouter>,
  );
}

// The store lives as long as the module: leave it as a new visitor finds it.
afterEach(() => termsGateStore.setAgreed(false));

describe('the terms gate (spec 2.4)', () => {
  it('links the two documents in the agreement sentence, word for word', async () => {
    renderGate();
    const dialog = await screen.findByRole('dialog', { name: 'Terms and Eligibility' });
    expect(dialog).toHaveTextContent(
      'You need to agree to the Terms of Use and Privacy Policy to login',
    );
    expect(within(dialog).getByRole('link', { name: 'Terms of Use' })).toHaveAttribute(
      'href',
      '/terms-of-use',
    );
    expect(within(dialog).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
  });

  it('speaks Filipino: the list, the links, the agreement and its buttons', async () => {
    await switchToFilipino();
    renderGate();
    const dialog = await screen.findByRole('dialog', { name: 'Mga Tuntunin at Eligibility' });
    expect(within(dialog).getByText('mga wala pang 21 taong gulang')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Mga Tuntunin ng Paggamit' })).toHaveAttribute(
      'href',
      '/terms-of-use',
    );
    expect(within(dialog).getByRole('link', { name: 'Patakaran sa Privacy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    const proceed = within(dialog).getByRole('button', { name: 'Magpatuloy' });
    expect(proceed).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Sumasang-ayon ako' }));
    expect(proceed).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Lumabas' })).toBeInTheDocument();
  });

  it('changes language while open', async () => {
    renderGate();
    await screen.findByRole('dialog', { name: 'Terms and Eligibility' });
    await act(() => switchToFilipino());
    expect(
      await screen.findByRole('dialog', { name: 'Mga Tuntunin at Eligibility' }),
    ).toBeInTheDocument();
    await act(() => setLanguage('en_US'));
    expect(await screen.findByRole('button', { name: 'Proceed' })).toBeInTheDocument();
  });
});
