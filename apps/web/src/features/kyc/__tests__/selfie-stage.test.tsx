import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SelfieStage } from '../components/selfie-stage';
import { copyOf } from '@/shared/i18n/define-copy';
import { KYC_COPY } from '../copy';

const fakeStream = { getTracks: () => [{ stop: vi.fn() }] } as unknown as MediaStream;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the selfie camera', () => {
  it('offers Take photo only once the video knows its size (a frame before that is empty)', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      mediaDevices: { getUserMedia: vi.fn().mockResolvedValue(fakeStream) },
    });
    render(
      <MemoryRouter>
        <QueryClientProvider client={new QueryClient()}>
          <SelfieStage onUploaded={vi.fn()} onBack={vi.fn()} />
        </QueryClientProvider>
      </MemoryRouter>,
    );
    const video = await screen.findByLabelText(copyOf(KYC_COPY).cameraView);
    await act(async () => {});
    expect(screen.queryByRole('button', { name: copyOf(KYC_COPY).capture })).toBeNull();

    act(() => {
      video.dispatchEvent(new Event('loadedmetadata'));
    });
    expect(screen.getByRole('button', { name: copyOf(KYC_COPY).capture })).toBeTruthy();
  });
});
