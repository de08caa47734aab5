import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { CUSTOMER, renderPage, stubApi } from '../../../test/render';
import { LanguageCard } from './language-card';

describe('the language card', () => {
  test('shows the customer’s language and saves the other one when chosen', async () => {
    const calls = stubApi({
      'PUT /api/user/language': { body: { ...CUSTOMER, language: 'es' } },
    });
    const { user } = renderPage(<LanguageCard user={CUSTOMER} />);
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Español' }));
    expect(screen.getByRole('radio', { name: 'Español' })).toBeChecked();
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ['PUT', '/api/user/language', { language: 'es' }],
    ]);
  });

  test('goes back to the saved language when the server refuses', async () => {
    stubApi({ 'PUT /api/user/language': { status: 500, body: { message: 'down' } } });
    const { user } = renderPage(<LanguageCard user={CUSTOMER} />);
    await user.click(screen.getByRole('radio', { name: 'Español' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be saved');
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
  });
});

describe('the language card, for a Spanish reader', () => {
  test('says in Spanish what the language is for, each choice in its own language', () => {
    renderPage(<LanguageCard user={{ ...CUSTOMER, language: 'es' }} />, { language: 'es' });
    expect(screen.getByRole('group', { name: 'Idioma' })).toBeInTheDocument();
    expect(
      screen.getByText('Le enviamos correos, mensajes de texto y avisos en este idioma.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'English' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Español' })).toBeChecked();
  });
});
