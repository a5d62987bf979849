import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiClientContext } from '@/shared/api/api-context';
import { fakeApiCall } from '@/testing/fake-api';
import { PhotoField } from '../components/form-fields';

const KEY = `${'b'.repeat(32)}.png`;

function Selfie() {
  const [key, setKey] = useState('');
  return <PhotoField label="Selfie with card" value={key} onChange={setKey} />;
}

describe('a KYC photo field', () => {
  it('offers a button that says what it does, never the browser’s raw file input', async () => {
    globalThis.URL.createObjectURL ??= () => 'blob:selfie';
    render(
      <ApiClientContext.Provider
        value={fakeApiCall({ ossUpload: async () => ({ object_key: KEY, url: '' }) })}
      >
        <QueryClientProvider client={new QueryClient()}>
          <Selfie />
        </QueryClientProvider>
      </ApiClientContext.Provider>,
    );
    const input = screen.getByLabelText('Selfie with card');
    expect(input).toHaveClass('sr-only');
    expect(input).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('button', { name: 'Choose a photo' })).toBeInTheDocument();

    await userEvent.upload(input, new File(['png'], 'selfie.png', { type: 'image/png' }));
    expect(await screen.findByRole('button', { name: 'Change photo' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Selfie with card' })).toBeInTheDocument();
  });
});
