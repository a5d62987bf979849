import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Docs } from '@/app/routes/support';
import { RootError } from '@/app/routes/root-error';
import { renderScreen } from '@/testing/render-screen';
import { switchToFilipino } from '@/testing/language';

describe('the titles the routes give their screens', () => {
  it('are read as the screen renders, and follow a language change', async () => {
    renderScreen(<Docs />, {});
    expect(screen.getByRole('heading', { level: 1, name: 'Documents' })).toBeInTheDocument();
    await act(() => switchToFilipino());
    expect(screen.getByRole('heading', { level: 1, name: 'Mga Dokumento' })).toBeInTheDocument();
  });
});

describe('the root error screen', () => {
  it('says what happened in Filipino', async () => {
    await switchToFilipino();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('boom');
    };
    const router = createMemoryRouter([{ path: '/', Component: Broken, ErrorBoundary: RootError }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Nagka-error' })).toBeInTheDocument();
    expect(screen.getByText('I-reload ang page at subukan ulit.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'I-reload' })).toBeInTheDocument();
    router.dispose();
    error.mockRestore();
  });
});
