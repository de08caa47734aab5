import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { renderPage, stubApi, toastRegion } from '../../../test/render';
import { ChangePasswordForm } from './change-password-form';

async function fill(
  user: ReturnType<typeof renderPage>['user'],
  values: { current: string; next: string; confirm: string },
) {
  await user.type(screen.getByLabelText('Current password'), values.current);
  await user.type(screen.getByLabelText('New password'), values.next);
  await user.type(screen.getByLabelText('Confirm new password'), values.confirm);
  await user.click(screen.getByRole('button', { name: 'Change Password' }));
}

describe('change password', () => {
  test('the confirmation must match and the new password be 8 characters', async () => {
    const calls = stubApi({});
    const { user } = renderPage(<ChangePasswordForm onDone={() => {}} />);
    await fill(user, { current: 'old-password', next: 'short', confirm: 'other' });
    // The resolver validates asynchronously: the first message is awaited.
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();

    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      'Password must be at least 8 characters',
    );
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      'Passwords do not match',
    );
    expect(calls).toEqual([]);
  });

  test('sends the current and new password (not the confirmation) and says it is done', async () => {
    const calls = stubApi({ 'POST /api/change-password': { body: { message: 'ok' } } });
    const onDone = vi.fn();
    const { user } = renderPage(<ChangePasswordForm onDone={onDone} />);
    await fill(user, { current: 'old-password', next: 'new-password', confirm: 'new-password' });

    expect(await toastRegion().findByText('Password changed')).toBeInTheDocument();
    expect(calls.map((c) => c.body)).toEqual([
      { currentPassword: 'old-password', newPassword: 'new-password' },
    ]);
    expect(onDone).toHaveBeenCalledOnce();
  });

  test('a wrong current password is shown under that field', async () => {
    stubApi({
      'POST /api/change-password': {
        status: 400,
        body: {
          message: 'Current password is incorrect',
          errors: { currentPassword: ['Current password is incorrect'] },
        },
      },
    });
    const onDone = vi.fn();
    const { user } = renderPage(<ChangePasswordForm onDone={onDone} />);
    await fill(user, { current: 'not-mine-1', next: 'new-password', confirm: 'new-password' });

    await waitFor(() =>
      expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
        'Current password is incorrect',
      ),
    );
    expect(onDone).not.toHaveBeenCalled();
  });
});

describe('change password, for a Spanish reader', () => {
  test('checks and refuses in Spanish', async () => {
    stubApi({
      'POST /api/change-password': {
        status: 400,
        body: {
          message: 'Current password is incorrect',
          errors: { currentPassword: ['Current password is incorrect'] },
        },
      },
    });
    const { user } = renderPage(<ChangePasswordForm onDone={() => {}} />, { language: 'es' });
    const fillIn = async (next: string, confirm: string) => {
      await user.clear(screen.getByLabelText('Contraseña actual'));
      await user.type(screen.getByLabelText('Contraseña actual'), 'old-password');
      await user.clear(screen.getByLabelText('Contraseña nueva'));
      await user.type(screen.getByLabelText('Contraseña nueva'), next);
      await user.clear(screen.getByLabelText('Confirme la contraseña nueva'));
      await user.type(screen.getByLabelText('Confirme la contraseña nueva'), confirm);
      await user.click(screen.getByRole('button', { name: 'Cambiar la contraseña' }));
    };
    await fillIn('new-password', 'other');
    expect(await screen.findByText('Las contraseñas no coinciden')).toBeInTheDocument();

    await fillIn('new-password', 'new-password');
    expect(await screen.findByText('La contraseña actual no es correcta')).toBeInTheDocument();
    expect(screen.getByLabelText('Contraseña actual')).toHaveAccessibleDescription(
      'La contraseña actual no es correcta',
    );
  });
});
