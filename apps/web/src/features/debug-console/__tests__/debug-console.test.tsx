import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@/testing/render-screen';
import { switchToFilipino } from '@/testing/language';
import { DebugConsole } from '../components/debug-console';

describe('the debug console', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names its facts in Filipino', async () => {
    // The index is not the point here: it never answers.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    await switchToFilipino();
    renderScreen(<DebugConsole />, {});
    expect(screen.getByText('Bersyon ng app')).toBeInTheDocument();
    expect(screen.getByText('Naka-login')).toBeInTheDocument();
    expect(screen.getByText('hindi')).toBeInTheDocument();
  });
});
