import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CodeInput } from '@/shared/ui/code-input';

function Harness({
  onComplete,
  initial = '',
  disabled = false,
}: {
  onComplete: (code: string) => void;
  initial?: string;
  disabled?: boolean;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <CodeInput
        label="Verification code"
        value={value}
        onChange={setValue}
        onComplete={onComplete}
        disabled={disabled}
      />
      <output data-testid="value">{value}</output>
      <button type="button" onClick={() => setValue('')}>
        reset
      </button>
    </>
  );
}

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });
const values = () => [1, 2, 3, 4, 5, 6].map((n) => (box(n) as HTMLInputElement).value).join('|');

/** Types one character into a box the way a browser reports it. */
const typeInto = (n: number, text: string) => fireEvent.change(box(n), { target: { value: text } });

describe('CodeInput', () => {
  const setup = () => userEvent.setup();

  it('is a labelled group of six numeric boxes; the first takes one-time codes', () => {
    render(<Harness onComplete={() => {}} />);
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeInTheDocument();
    expect(screen.getAllByRole('textbox')).toHaveLength(6);
    for (let n = 1; n <= 6; n += 1) {
      expect(box(n)).toHaveAttribute('inputmode', 'numeric');
    }
    expect(box(1)).toHaveAttribute('autocomplete', 'one-time-code');
    expect(box(2)).not.toHaveAttribute('autocomplete', 'one-time-code');
  });

  it('takes one digit per box, moves focus forward and ignores anything but digits', async () => {
    const user = setup();
    render(<Harness onComplete={() => {}} />);
    await user.click(box(1));
    await user.keyboard('1a2-3');
    expect(values()).toBe('1|2|3|||');
    expect(box(4)).toHaveFocus();
    expect(screen.getByTestId('value')).toHaveTextContent('123');
  });

  it('Backspace clears the box and moves back; on an empty box it clears the one before', async () => {
    const user = setup();
    render(<Harness onComplete={() => {}} />);
    await user.click(box(1));
    await user.keyboard('1234');
    expect(box(5)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(values()).toBe('1|2|3|||');
    expect(box(4)).toHaveFocus();
    await user.click(box(3));
    await user.keyboard('{Backspace}');
    expect(values()).toBe('1|2||||');
    expect(box(2)).toHaveFocus();
    expect(screen.getByTestId('value')).toHaveTextContent(/^12$/);
  });

  it('a paste fills the boxes with its digits only', async () => {
    const user = setup();
    render(<Harness onComplete={() => {}} />);
    await user.click(box(1));
    await user.paste('Code: 987-654');
    expect(values()).toBe('9|8|7|6|5|4');
    expect(box(6)).toHaveFocus();
  });

  it('empties its boxes when the value is reset from outside', async () => {
    const user = setup();
    render(<Harness onComplete={() => {}} initial="123456" />);
    expect(values()).toBe('1|2|3|4|5|6');
    await user.click(screen.getByRole('button', { name: 'reset' }));
    expect(values()).toBe('|||||');
  });
});

describe('CodeInput auto-submit', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('submits 200 ms after the last box is filled, not before', () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    ['1', '2', '3', '4', '5'].forEach((digit, i) => typeInto(i + 1, digit));
    act(() => vi.advanceTimersByTime(1000));
    expect(onComplete).not.toHaveBeenCalled();
    typeInto(6, '6');
    act(() => vi.advanceTimersByTime(199));
    expect(onComplete).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('is debounced: a change within 200 ms submits only the final code', () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    fireEvent.paste(box(1), { clipboardData: { getData: () => '123456' } });
    act(() => vi.advanceTimersByTime(100));
    fireEvent.keyDown(box(6), { key: 'Backspace' });
    typeInto(6, '7');
    act(() => vi.advanceTimersByTime(199));
    expect(onComplete).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('123457');
  });

  it('hands a code over once, even when the boxes are disabled and enabled again around its use', () => {
    const onComplete = vi.fn();
    const { rerender } = render(<Harness onComplete={onComplete} />);
    ['1', '2', '3', '4', '5', '6'].forEach((digit, i) => typeInto(i + 1, digit));
    act(() => vi.advanceTimersByTime(200));
    expect(onComplete).toHaveBeenCalledTimes(1);
    // The code is being used (the form is busy), then the boxes come back with it still in.
    rerender(<Harness onComplete={onComplete} disabled />);
    rerender(<Harness onComplete={onComplete} />);
    act(() => vi.advanceTimersByTime(1000));
    expect(onComplete).toHaveBeenCalledTimes(1);
    // A code cleared and typed again (after a wrong one) is handed over again.
    act(() => screen.getByRole('button', { name: 'reset' }).click());
    ['1', '2', '3', '4', '5', '6'].forEach((digit, i) => typeInto(i + 1, digit));
    act(() => vi.advanceTimersByTime(200));
    expect(onComplete).toHaveBeenCalledTimes(2);
  });

  it('hands a pasted code over once too', () => {
    const onComplete = vi.fn();
    const { rerender } = render(<Harness onComplete={onComplete} />);
    fireEvent.paste(box(1), { clipboardData: { getData: () => '654321' } });
    act(() => vi.advanceTimersByTime(200));
    rerender(<Harness onComplete={onComplete} disabled />);
    rerender(<Harness onComplete={onComplete} />);
    act(() => vi.advanceTimersByTime(1000));
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('654321');
  });

  it('does not submit an incomplete code', () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    fireEvent.paste(box(1), { clipboardData: { getData: () => '12345' } });
    act(() => vi.advanceTimersByTime(5000));
    expect(onComplete).not.toHaveBeenCalled();
  });
});
