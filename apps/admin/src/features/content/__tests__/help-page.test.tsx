import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppError, type AdminHelpCentre, type AdminHelpItem } from '@pisoplay/contract';
import { renderPage, signInAs } from '@/testing/render-page';
import { HelpPage } from '../components/help-page';

const article = (id: number, typeId: number, title: string, status = 1): AdminHelpItem => ({
  id,
  helpTypeId: typeId,
  language: 'en_US',
  title,
  sort: 1,
  status,
  content: `<p>${title}</p>`,
  updated_at: '',
  updated_by: '',
});

const HELP: AdminHelpCentre = {
  types: [
    {
      id: 1,
      typeName: 'Account',
      image: '',
      sort: 0,
      names: [{ language: 'fil_PH', type_name: 'Account', updated_at: '', updated_by: '' }],
    },
    { id: 2, typeName: 'Payments', image: '', sort: 1, names: [] },
  ],
  items: [article(11, 1, 'How do I sign in?'), article(21, 2, 'How do I deposit?', 0)],
};

describe('the help articles page', () => {
  it('lists the articles by category and hides one with a reason', async () => {
    signInAs('admin');
    const adminHelpSave = vi.fn(async () => ({ ...article(11, 1, 'How do I sign in?', 0) }));
    renderPage(<HelpPage />, { adminHelpList: async () => HELP, adminHelpSave });
    const payments = await screen.findByRole('table', { name: 'Help articles: Payments' });
    expect(within(payments).getByRole('row', { name: /How do I deposit/ })).toHaveTextContent(
      'Hidden',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Change How do I sign in?' }));
    const dialog = screen.getByRole('dialog', { name: 'Change “How do I sign in?”' });
    expect(within(dialog).getByRole('region', { name: 'Preview' })).toHaveTextContent(
      'How do I sign in?',
    );
    await userEvent.selectOptions(within(dialog).getByLabelText('Status'), 'Hidden');
    await userEvent.selectOptions(within(dialog).getByLabelText('Language'), 'fil_PH');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A reason is required')).toBeInTheDocument();
    expect(adminHelpSave).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Out of date');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('“How do I sign in?” saved.')).toBeInTheDocument();
    expect(adminHelpSave).toHaveBeenCalledWith({
      id: 11,
      help_type_id: 1,
      language: 'fil_PH',
      title: 'How do I sign in?',
      sort: 1,
      status: 0,
      content: '<p>How do I sign in?</p>',
      reason: 'Out of date',
    });
  });

  it('adds an article in the category chosen, and shows the server’s message', async () => {
    signInAs('admin');
    const adminHelpSave = vi.fn(async () => {
      throw new AppError('ERR_VALIDATION', 'The content has nothing left once cleaned');
    });
    renderPage(<HelpPage />, { adminHelpList: async () => HELP, adminHelpSave });
    await userEvent.click(await screen.findByRole('button', { name: 'Add article' }));
    const dialog = screen.getByRole('dialog', { name: 'Add article' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Category'), 'Payments');
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Can I pay by card?');
    await userEvent.type(within(dialog).getByLabelText('Content (HTML)'), '<script>x</script>');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'New question');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add article' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The content has nothing left once cleaned',
    );
    expect(adminHelpSave).toHaveBeenCalledWith({
      help_type_id: 2,
      language: 'en_US',
      title: 'Can I pay by card?',
      sort: 0,
      status: 1,
      content: '<script>x</script>',
      reason: 'New question',
    });
  });

  it('lets support read the articles but not change them', async () => {
    signInAs('support');
    renderPage(<HelpPage />, { adminHelpList: async () => HELP });
    expect(await screen.findByText('How do I sign in?')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add article' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Change/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Filipino name/ })).not.toBeInTheDocument();
    expect(screen.getByText(/not named/)).toBeInTheDocument();
  });

  it('names a category in Filipino with a reason, the English name beside', async () => {
    signInAs('admin');
    const adminHelpTypeNameSave = vi.fn(async () => ({
      language: 'fil_PH' as const,
      type_name: 'Mga Bayad',
      updated_at: '2026-11-12T03:00:00Z',
      updated_by: 'admin',
    }));
    renderPage(<HelpPage />, { adminHelpList: async () => HELP, adminHelpTypeNameSave });
    // Each category says its Filipino name, or that players of Filipino see the English one.
    await screen.findByRole('table', { name: 'Help articles: Payments' });
    expect(screen.getByText('not named (the English shows)')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Filipino name of Payments' }));
    const dialog = screen.getByRole('dialog', { name: 'Filipino name of “Payments”' });
    expect(within(dialog).getByLabelText('English name')).toHaveValue('Payments');
    const name = within(dialog).getByLabelText('Filipino name');
    expect(name).toHaveValue('');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save name' }));
    expect(await within(dialog).findByText('The name is required')).toBeInTheDocument();
    await userEvent.type(name, 'Mga Bayad');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save name' }));
    expect(await within(dialog).findByText('A reason is required')).toBeInTheDocument();
    expect(adminHelpTypeNameSave).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Filipino help centre');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('“Payments” is “Mga Bayad” in Filipino.')).toBeInTheDocument();
    expect(adminHelpTypeNameSave).toHaveBeenCalledWith({
      help_type_id: 2,
      language: 'fil_PH',
      type_name: 'Mga Bayad',
      reason: 'Filipino help centre',
    });
  });

  it('starts from the stored name, and shows the server’s refusal', async () => {
    signInAs('admin');
    const adminHelpTypeNameSave = vi.fn(async () => {
      throw new AppError('ERR_NOT_FOUND', 'No such help category');
    });
    renderPage(<HelpPage />, { adminHelpList: async () => HELP, adminHelpTypeNameSave });
    await userEvent.click(await screen.findByRole('button', { name: 'Filipino name of Account' }));
    const dialog = screen.getByRole('dialog', { name: 'Filipino name of “Account”' });
    expect(within(dialog).getByText('The seeded name.')).toBeInTheDocument();
    const name = within(dialog).getByLabelText('Filipino name');
    expect(name).toHaveValue('Account');
    await userEvent.clear(name);
    await userEvent.type(name, 'Ang account ko');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Clearer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save name' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No such help category');
    expect(adminHelpTypeNameSave).toHaveBeenCalledWith({
      help_type_id: 1,
      language: 'fil_PH',
      type_name: 'Ang account ko',
      reason: 'Clearer',
    });
  });
});
