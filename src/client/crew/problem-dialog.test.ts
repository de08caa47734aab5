// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { getAllByRole, getByRole } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { CREW_TEXT } from '../../domain/crew-app-text';
import { PROBLEM_REASON_LABELS, PROBLEM_REASONS } from '../../domain/schemas/crew';
import { problemDialogHtml } from './problem-dialog';

// The Problem form offers every reason the server accepts, in the order the domain lists them:
// a reason added there is on the porter's phone with the next build.

describe('the Problem form', () => {
  it('offers every problem reason, each a choice of its own', () => {
    document.body.innerHTML = problemDialogHtml();
    const reasons = getByRole(document.body, 'group', { name: CREW_TEXT.reason });
    const choices = getAllByRole(reasons, 'radio');
    expect(choices.map((c) => (c as HTMLInputElement).value)).toEqual([...PROBLEM_REASONS]);
    for (const reason of PROBLEM_REASONS) {
      expect(getByRole(reasons, 'radio', { name: PROBLEM_REASON_LABELS[reason] })).toBeVisible();
    }
    expect(getByRole(reasons, 'radio', { name: 'Recycling in the trash' })).toBeInTheDocument();
  });
});
