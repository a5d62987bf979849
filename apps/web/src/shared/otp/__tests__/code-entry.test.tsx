import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppError, OTP_MESSAGES } from '@pisoplay/contract';
import { localizeMessage } from '@/shared/i18n/i18n';
import { switchToFilipino } from '@/testing/language';
import { CodeEntryFields } from '../code-entry-fields';
import { CodeResend } from '../code-resend';
import type { CodeTarget } from '../code-target';
import { useCodeEntry } from '../use-code-entry';

const TARGET: CodeTarget = { countryCode: '63', phone: '9171234567' };

function CodeStep({ resendAt }: { resendAt: number }) {
  const entry = useCodeEntry({
    target: TARGET,
    onCode: async () => {
      throw new AppError('ERR_BUSINESS', OTP_MESSAGES.invalid);
    },
    fallbackMessage: OTP_MESSAGES.invalid,
  });
  return (
    <>
      <CodeEntryFields entry={entry} sentLabel="" target={TARGET} />
      <CodeResend entry={entry} resendAt={resendAt} busy={false} onResend={() => {}} />
    </>
  );
}

describe('the code entry in Filipino', () => {
  it('words the resend button and a refused code in Filipino', async () => {
    await switchToFilipino();
    render(<CodeStep resendAt={Date.now() + 30_000} />);
    expect(screen.getByRole('button', { name: /^I-resend ang code/ })).toBeDisabled();

    await userEvent.type(screen.getAllByRole('textbox')[0]!, '123456');
    const filipino = localizeMessage(OTP_MESSAGES.invalid);
    expect(filipino).not.toBe(OTP_MESSAGES.invalid);
    expect(await screen.findByRole('alert')).toHaveTextContent(filipino);
  });

  it('offers to send a code once the wait is over', async () => {
    await switchToFilipino();
    render(<CodeStep resendAt={0} />);
    expect(screen.getByRole('button', { name: 'Ipadala ang code' })).toBeEnabled();
  });
});
