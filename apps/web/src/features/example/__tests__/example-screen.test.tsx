import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@/testing/render-screen';
import { switchToFilipino } from '@/testing/language';
import { ExampleScreen } from '../components/example-screen';

describe('example page', () => {
  it('shows the shared pieces in their states, and opens a modal and a toast', async () => {
    const user = userEvent.setup();
    renderScreen(<ExampleScreen />, {});
    for (const name of ['Buttons', 'Fields', 'Code widget', 'Modals', 'Toasts', 'Cards']) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Disabled' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'With an error' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Centred' }));
    const dialog = await screen.findByRole('dialog', { name: 'A centred modal' });
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));

    await user.click(screen.getByRole('button', { name: 'Error' }));
    expect(await screen.findByText('Something went wrong, please try again')).toBeInTheDocument();
  });

  it('names the pieces in Filipino', async () => {
    await switchToFilipino();
    renderScreen(<ExampleScreen />, {});
    expect(screen.getByRole('heading', { level: 1, name: 'Halimbawa' })).toBeInTheDocument();
    for (const name of ['Mga button', 'Mga field', 'Mga modal', 'Mga toast', 'Mga card']) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Naka-disable' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Simpleng card' })).toBeInTheDocument();
    expect(screen.getByText('BAGO')).toBeInTheDocument();
    expect(screen.getByText('Inaayos pa')).toBeInTheDocument();
  });
});
