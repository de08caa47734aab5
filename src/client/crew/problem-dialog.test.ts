// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { getAllByRole, getByRole } from '@testing-library/dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { crewText } from '../../domain/crew-app-text';
import { translatorFor } from '../../domain/i18n/catalogue';
import { PROBLEM_REASONS } from '../../domain/schemas/crew';
import { problemDialogHtml } from './problem-dialog';
import { loadLanguage } from './texts';

// The Problem form offers every reason the server accepts, in the order the domain lists them:
// a reason added there is on the porter's phone with the next build, in each language.

const reasonsIn = (language: 'en' | 'es') => {
  const text = crewText(translatorFor(language));
  document.body.innerHTML = problemDialogHtml();
  const reasons = getByRole(document.body, 'group', { name: text.problemQuestion });
  return { text, reasons };
};

describe('the Problem form', () => {
  beforeEach(() => localStorage.clear());

  it('offers every problem reason, each a choice of its own', async () => {
    await loadLanguage('en');
    const { text, reasons } = reasonsIn('en');
    const choices = getAllByRole(reasons, 'radio');
    expect(choices.map((c) => (c as HTMLInputElement).value)).toEqual([...PROBLEM_REASONS]);
    for (const reason of PROBLEM_REASONS) {
      expect(getByRole(reasons, 'radio', { name: text.reason(reason) })).toBeVisible();
    }
    expect(getByRole(reasons, 'radio', { name: 'Recycling in the trash' })).toBeInTheDocument();
  });

  it('reads in Spanish for a porter who reads Spanish', async () => {
    await loadLanguage('es');
    const { reasons } = reasonsIn('es');
    expect(getByRole(reasons, 'radio', { name: 'Reciclaje en la basura' })).toBeInTheDocument();
    expect(getByRole(document.body, 'button', { name: 'Guardar problema' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
  });
});
