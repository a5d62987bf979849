import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FEEDBACK_TOO_LONG, type HelpCentre, type NewsItem } from '@pisoplay/contract';
import { switchToFilipino } from '@/testing/language';
import { renderScreen } from '@/testing/render-screen';
import { AboutUsScreen } from '../components/about-us-screen';
import { FeedbackScreen } from '../components/feedback-screen';
import { HelpCentreScreen } from '../components/help-centre-screen';
import { NewsScreen } from '../components/news-screen';

const HELP: HelpCentre = {
  types: [
    { id: 1, typeName: 'Account', image: '', sort: 0 },
    { id: 2, typeName: 'Verification', image: '', sort: 1 },
  ],
  items: [
    {
      id: 11,
      helpTypeId: 1,
      language: 'en_US',
      title: 'How do I sign in?',
      sort: 0,
      status: 1,
      content:
        '<p>Use your <strong>mobile number</strong>.</p><script>window.hacked = 1</script><img src=x onerror="window.hacked = 2">',
    },
    {
      id: 21,
      helpTypeId: 2,
      language: 'en_US',
      title: 'Why verify?',
      sort: 0,
      status: 1,
      content: '<p>Within 72 hours.</p>',
    },
  ],
};

const news = (id: number, title: string): NewsItem => ({
  id,
  title,
  summary: `${title} in short`,
  content: `${title} in full`,
  image: '',
  published_at: `2026-11-${String(10 + id).padStart(2, '0')}T02:00:00Z`,
});

describe('the help centre', () => {
  it('shows the categories as tabs and opens and closes an article, sanitised', async () => {
    renderScreen(<HelpCentreScreen title="Help Center" />, { helpList: async () => HELP });
    const account = await screen.findByRole('tab', { name: 'Account' });
    expect(account).toHaveAttribute('aria-selected', 'true');
    const article = screen.getByRole('button', { name: 'How do I sign in?' });
    expect(article).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(article);
    const body = screen.getByRole('region', { name: 'How do I sign in?' });
    expect(body).toHaveTextContent('Use your mobile number.');
    expect(body.innerHTML).not.toMatch(/script|onerror/);
    // The server's allow-list keeps an image with a relative address, without its handler.
    expect(body.querySelector('img')?.getAttributeNames()).toEqual(['src']);
    expect((window as { hacked?: number }).hacked).toBeUndefined();

    await userEvent.click(article);
    expect(screen.queryByRole('region', { name: 'How do I sign in?' })).toBeNull();

    await userEvent.click(screen.getByRole('tab', { name: 'Verification' }));
    expect(screen.getByRole('button', { name: 'Why verify?' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'How do I sign in?' })).toBeNull();
  });

  it('says so when the articles cannot be loaded, and loads them again', async () => {
    const helpList = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(HELP);
    renderScreen(<HelpCentreScreen title="Help Center" />, { helpList });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('tab', { name: 'Account' })).toBeInTheDocument();
  });
});

describe('the news', () => {
  it('opens the details and steps with Previous and Next', async () => {
    renderScreen(<NewsScreen title="News" />, {
      newsList: async () => ({
        d: [news(3, 'Third'), news(2, 'Second'), news(1, 'First')],
        t: 3,
        s: 1,
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Details: Second' }));
    const dialog = await screen.findByRole('dialog', { name: 'Second' });
    expect(dialog).toHaveTextContent('Second in full');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    const last = await screen.findByRole('dialog', { name: 'First' });
    expect(within(last).getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(within(last).getByRole('button', { name: 'Previous' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Second' })).getByRole('button', {
        name: 'Previous',
      }),
    );
    const first = await screen.findByRole('dialog', { name: 'Third' });
    expect(within(first).getByRole('button', { name: 'Previous' })).toBeDisabled();
  });

  it('shows the content as the HTML the operator wrote, sanitised', async () => {
    renderScreen(<NewsScreen title="News" />, {
      newsList: async () => ({
        d: [
          {
            ...news(1, 'First'),
            content:
              '<p>One <strong>bold</strong> line.</p><p>Two: <a href="/my/helpcenter">help</a>' +
              '<a href="javascript:alert(1)">x</a></p><script>window.hacked = 3</script>',
          },
        ],
        t: 1,
        s: 1,
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Details: First' }));
    const dialog = await screen.findByRole('dialog', { name: 'First' });
    const body = within(dialog).getByText(/^One/).parentElement!;
    expect([...body.children].map((p) => `${p.tagName} ${p.textContent}`)).toEqual([
      'P One bold line.',
      'P Two: helpx',
    ]);
    expect(within(dialog).getByText('bold').tagName).toBe('STRONG');
    expect(within(dialog).getByRole('link', { name: 'help' })).toHaveAttribute(
      'href',
      '/my/helpcenter',
    );
    expect(within(dialog).getByText('x')).not.toHaveAttribute('href');
    expect(dialog.innerHTML).not.toMatch(/script|javascript/);
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it('shows an empty list as such', async () => {
    renderScreen(<NewsScreen title="News" />, { newsList: async () => ({ d: [], t: 0, s: 1 }) });
    expect(await screen.findByText('No news yet.')).toBeInTheDocument();
  });
});

describe('the feedback box', () => {
  it('keeps to 1000 characters with the error message, grows past 391 and sends', async () => {
    const feedbackSubmit = vi.fn(async () => true);
    renderScreen(<FeedbackScreen title="Feedback" />, { feedbackSubmit });
    const box = screen.getByRole('textbox', { name: 'Your feedback' });
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();

    fireEvent.change(box, { target: { value: '    ' } });
    expect(submit).toBeDisabled();
    fireEvent.change(box, { target: { value: 'a'.repeat(391) } });
    expect(box).toHaveAttribute('data-tall', 'false');
    fireEvent.change(box, { target: { value: 'a'.repeat(392) } });
    expect(box).toHaveAttribute('data-tall', 'true');

    fireEvent.change(box, { target: { value: 'b'.repeat(1005) } });
    expect(box).toHaveValue('b'.repeat(1000));
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent(FEEDBACK_TOO_LONG);
    expect(screen.getByText('1000/1000')).toBeInTheDocument();

    fireEvent.change(box, { target: { value: 'Great app' } });
    expect(box).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(submit);
    await waitFor(() => expect(feedbackSubmit).toHaveBeenCalledWith({ content: 'Great app' }));
    expect(await screen.findByText('Thank you for your feedback!')).toBeInTheDocument();
    expect(box).toHaveValue('');
  });
});

describe('the support screens in Filipino', () => {
  it('asks for the help articles in the player’s language, again when it changes', async () => {
    const helpList = vi.fn(async () => HELP);
    renderScreen(<HelpCentreScreen title="Help Center" />, { helpList });
    expect(await screen.findByRole('tablist', { name: 'Help categories' })).toBeInTheDocument();
    expect(helpList).toHaveBeenLastCalledWith({ language: 'en_US' });

    await act(() => switchToFilipino());
    expect(
      await screen.findByRole('tablist', { name: 'Mga kategorya ng tulong' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(helpList).toHaveBeenLastCalledWith({ language: 'fil_PH' }));
  });

  it('shows the news’ own words in Filipino', async () => {
    await switchToFilipino();
    renderScreen(<NewsScreen title="Balita" />, { newsList: async () => ({ d: [], t: 0, s: 1 }) });
    expect(await screen.findByText('Wala pang balita.')).toBeInTheDocument();
  });

  it('sends feedback in Filipino, the spec’s limit message included', async () => {
    await switchToFilipino();
    renderScreen(<FeedbackScreen title="Feedback" />, { feedbackSubmit: async () => true });
    const box = screen.getByRole('textbox', { name: 'Ang feedback mo' });
    fireEvent.change(box, { target: { value: 'Ayos ang app' } });
    expect(screen.getByText('12/1000')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'I-submit' }));
    expect(await screen.findByText('Salamat sa feedback mo!')).toBeInTheDocument();
  });

  it('introduces the brand in Filipino', async () => {
    await switchToFilipino();
    renderScreen(<AboutUsScreen title="Tungkol sa amin" />, {});
    expect(screen.getByRole('tab', { name: 'Pagpapakilala' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'I-follow kami' })).toBeInTheDocument();
    expect(screen.getByText(/^Ang PisoPlay ay online casino/)).toBeVisible();
  });
});
