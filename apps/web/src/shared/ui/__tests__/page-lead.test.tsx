import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RG_MESSAGES } from '@pisoplay/contract';
import { switchToFilipino } from '@/testing/language';
import { PageLead } from '../page-lead';

describe('a screen’s opening line', () => {
  it('is the contract’s message, drawn again in the language the player switches to', async () => {
    render(<PageLead message={RG_MESSAGES.intro} />);
    expect(screen.getByText(RG_MESSAGES.intro)).toBeInTheDocument();
    await act(() => switchToFilipino());
    expect(screen.queryByText(RG_MESSAGES.intro)).toBeNull();
    expect(screen.getByText(/^Kontrolin ang paglalaro mo/)).toBeInTheDocument();
  });
});
