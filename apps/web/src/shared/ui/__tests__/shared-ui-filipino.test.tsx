import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppError } from '@pisoplay/contract';
import { uploadFile } from '@/shared/api/upload-image';
import { formatDateTime } from '@/shared/lib/format';
import { renderScreen } from '@/testing/render-screen';
import { switchToFilipino } from '@/testing/language';
import { CodeInput } from '@/shared/ui/code-input';
import { FilterSelect, TIME_FILTER_OPTIONS, timeFilterOptions } from '@/shared/ui/filter-select';
import { PasswordInput } from '@/shared/ui/form';
import { Modal } from '@/shared/ui/modal/modal';
import { PasswordRules } from '@/shared/ui/password-rules';
import { PhoneField } from '@/shared/ui/phone-field';
import { ResendButton, formatWait } from '@/shared/ui/resend-button';
import { TitleBar } from '@/shared/ui/title-bar';

/** A screen built from the shared pieces, as the features use them. */
function SharedPieces() {
  return (
    <>
      <TitleBar title="Pieces" />
      <PasswordInput aria-label="password" />
      <PasswordRules value="abcdefgh" labels={{ length: '8-20', letterAndNumber: 'a1' }} />
      <PhoneField id="phone" value="" onChange={() => {}} countryCode="+63" />
      <CodeInput label="code" value="" onChange={() => {}} length={6} />
      <FilterSelect label="time" value="0" options={TIME_FILTER_OPTIONS} onChange={() => {}} />
      <ResendButton
        availableAt={Date.now() + 30_000}
        onResend={() => {}}
        resendLabel="resend"
        sendLabel="send"
      />
      <Modal open title="dialog">
        <p>inside</p>
      </Modal>
    </>
  );
}

describe('the shared pieces in Filipino', () => {
  it('name their own controls in Filipino', async () => {
    await switchToFilipino();
    renderScreen(<SharedPieces />, {});

    expect(screen.getByRole('button', { name: 'Bumalik' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ipakita ang password' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Country code' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Digit 1 ng 6' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((rule) => rule.textContent)).toEqual([
      '8-20 (pasok na)',
      'a1 (hindi pa pasok)',
    ]);
    const time = screen.getByRole('combobox', { name: 'time' });
    expect(
      within(time)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Ngayon', 'Kahapon', 'Huling 7 araw', '15 araw', '30 araw']);
    const dialog = await screen.findByRole('dialog', { name: 'dialog' });
    expect(within(dialog).getByRole('button', { name: 'Isara' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Ipakita ang password' }));
    expect(screen.getByRole('button', { name: 'Itago ang password' })).toBeInTheDocument();
  });

  it('follow a language change while shown', async () => {
    renderScreen(<SharedPieces />, {});
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Last 7 days' })).toBeInTheDocument();
    expect(screen.getByText('(not met)', { exact: false })).toHaveClass('sr-only');
    await act(() => switchToFilipino());
    expect(screen.getByRole('button', { name: 'Bumalik' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Huling 7 araw' })).toBeInTheDocument();
    expect(screen.getByText('(hindi pa pasok)', { exact: false })).toHaveClass('sr-only');
  });

  it('write dates, waits and their own failures in the current language', async () => {
    const date = new Date(2026, 0, 5, 15, 4);
    expect(formatDateTime(date)).toBe('Jan 5, 2026 3:04 PM');
    await switchToFilipino();
    expect(formatDateTime(date)).toBe('Ene 5, 2026 3:04 PM');
    expect(formatDateTime(new Date(2026, 11, 31, 0, 0))).toBe('Dis 31, 2026 12:00 AM');
    expect(formatWait(29)).toBe('29s');
    expect(formatWait(61)).toBe('1:01');
    expect(timeFilterOptions()[0]).toEqual({ value: '0', label: 'Ngayon' });

    const failed = await uploadFile(new Blob(['x']), async () => null as never).catch(
      (error: unknown) => error,
    );
    expect(failed).toBeInstanceOf(AppError);
    expect((failed as AppError).message).toBe('Hindi na-upload');
  });
});
