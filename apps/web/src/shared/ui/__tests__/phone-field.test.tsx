import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PhoneField } from '@/shared/ui/phone-field';

function Harness() {
  const [value, setValue] = useState('');
  return (
    <>
      <label htmlFor="phone">Phone number</label>
      <PhoneField id="phone" value={value} onChange={setValue} countryCode="+63" />
    </>
  );
}

describe('PhoneField', () => {
  it('formats what is typed: 09→9, grouping 3-3-4, digits only', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Phone number' });
    await user.type(input, '09a17-1234567');
    expect(input).toHaveValue('917 123 4567');
    expect(input).toHaveAttribute('maxlength', '12');
  });

  it('forces the first digit to 9', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Phone number' });
    await user.type(input, '8123');
    expect(input).toHaveValue('912 3');
  });

  it('a paste keeps only its digits', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Phone number' });
    await user.click(input);
    await user.paste('(0917) 123-4567');
    expect(input).toHaveValue('917 123 4567');
  });

  it('offers +63 to +69 in a disabled selector showing +63', () => {
    render(<Harness />);
    const select = screen.getByRole('combobox', { name: 'Country code' });
    expect(select).toBeDisabled();
    expect(select).toHaveValue('+63');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '+63',
      '+64',
      '+65',
      '+66',
      '+67',
      '+68',
      '+69',
    ]);
  });
});
