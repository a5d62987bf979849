import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { switchToFilipino } from '@/testing/language';
import { renderScreen } from '@/testing/render-screen';
import { DownloadScreen } from '../components/download-screen';

describe('the download page', () => {
  it('explains the install in English', () => {
    renderScreen(<DownloadScreen />, {});
    expect(screen.getByRole('heading', { name: 'PisoPlay on your home screen' })).toBeVisible();
    expect(screen.getByText('One tap from your home screen')).toBeInTheDocument();
  });

  it('explains the install in Filipino', async () => {
    await switchToFilipino();
    renderScreen(<DownloadScreen />, {});
    expect(screen.getByRole('heading', { name: 'PisoPlay sa home screen mo' })).toBeVisible();
    expect(screen.getByText('Isang tap lang mula sa home screen mo')).toBeInTheDocument();
    expect(screen.getByText('Ibang phone')).toBeInTheDocument();
  });
});
