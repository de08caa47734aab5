import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { translatorFor } from '../../domain/i18n/catalogue';
import type { Language } from '../../domain/i18n/languages';
import { Toaster } from '../components/ui/toaster';
import { SiteTextProvider, siteText } from './site-text-context';
import { keepToastForNextPage, TOAST_DURATION_MS, toast } from './toast-store';

// The store and the toaster that shows it, as a visitor sees them: one notification at a time,
// gone after 5 seconds unless the visitor is reading it, and closable at once.
const ES = translatorFor('es').t;
let unmount: () => void;
const region = () => screen.getByRole('region', { name: 'Notifications' });
const shown = () => within(region()).queryAllByRole('listitem');

/** A page's toaster, in the page's language. */
const mountToaster = (language: Language = 'en') =>
  render(
    <SiteTextProvider value={siteText(translatorFor(language), null)}>
      <Toaster />
    </SiteTextProvider>,
  ).unmount;

beforeEach(() => {
  vi.useFakeTimers();
  unmount = mountToaster();
});

afterEach(() => {
  act(() => unmount());
  vi.useRealTimers();
});

describe('toasts', () => {
  test('a toast left for the next page shows once there, after the page loads', () => {
    act(() => toast({ title: 'Login successful', description: 'Welcome back, Jordan!' }));
    keepToastForNextPage();
    // The next page: its toaster mounts and finds the toast the last one left.
    act(() => unmount());
    act(() => {
      unmount = mountToaster();
    });
    expect(shown()[0]).toHaveTextContent('Login successfulWelcome back, Jordan!');
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS));
    act(() => unmount());
    act(() => {
      unmount = mountToaster();
    });
    expect(shown()).toHaveLength(0);
  });

  test('one at a time: a new toast replaces the one on screen', () => {
    act(() => toast({ title: 'Information saved' }));
    act(() => toast({ title: 'Password changed', description: 'Your password has been updated.' }));
    expect(shown()).toHaveLength(1);
    expect(shown()[0]).toHaveTextContent('Password changedYour password has been updated.');
  });

  test('disappears after 5 seconds', () => {
    act(() => toast({ title: 'Message Sent!' }));
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(within(region()).getByText('Message Sent!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toHaveLength(0);
  });

  test('a replacing toast gets its own full 5 seconds', () => {
    act(() => toast({ title: 'First' }));
    act(() => vi.advanceTimersByTime(4000));
    act(() => toast({ title: 'Second' }));
    act(() => vi.advanceTimersByTime(4000));
    expect(within(region()).getByText('Second')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(shown()).toHaveLength(0);
  });

  test('the close button and Escape dismiss it at once', () => {
    act(() => toast({ title: 'Logged out' }));
    fireEvent.click(within(region()).getByRole('button', { name: 'Close' }));
    expect(shown()).toHaveLength(0);

    act(() => toast({ title: 'Logged out' }));
    fireEvent.keyDown(within(region()).getByRole('button', { name: 'Close' }), { key: 'Escape' });
    expect(shown()).toHaveLength(0);
  });

  test('stays while focus is on it, so it can be read and closed', () => {
    act(() => toast({ title: 'Registration failed', variant: 'destructive' }));
    act(() => within(region()).getByRole('button', { name: 'Close' }).focus());
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS * 2));
    expect(within(region()).getByText('Registration failed')).toBeInTheDocument();
  });

  test('errors are announced at once, other news politely', () => {
    const list = () => within(region()).getByRole('list');
    act(() => toast({ title: 'Login failed', variant: 'destructive' }));
    expect(list()).toHaveAttribute('aria-live', 'assertive');
    act(() => toast({ title: 'Login successful' }));
    expect(list()).toHaveAttribute('aria-live', 'polite');
  });

  test('an action (Undo) runs when chosen and takes the toast away', () => {
    const undo = vi.fn();
    act(() => toast({ title: 'Service updated', action: { label: 'Undo', onClick: undo } }));
    fireEvent.click(within(region()).getByRole('button', { name: 'Undo' }));
    expect(undo).toHaveBeenCalledTimes(1);
    expect(shown()).toHaveLength(0);
  });

  test('on a Spanish page the region and its Close button are named in Spanish', () => {
    act(() => unmount());
    act(() => {
      unmount = mountToaster('es');
    });
    act(() => toast({ title: '¡Mensaje enviado!' }));
    const spanish = screen.getByRole('region', { name: ES('ui.notifications') });
    fireEvent.click(within(spanish).getByRole('button', { name: ES('ui.close') }));
    expect(within(spanish).queryAllByRole('listitem')).toHaveLength(0);
  });
});
