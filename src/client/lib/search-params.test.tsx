import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { followInPlace, replaceSearchParams, useSearch } from './search-params';

// The portal's ?tab= without a router: it renders alone on its static page as well as in the app.
function Tab() {
  const tab = new URLSearchParams(useSearch()).get('tab') ?? 'dashboard';
  return (
    <>
      <p>Open: {tab}</p>
      <button onClick={() => replaceSearchParams((p) => p.set('tab', 'settings'))}>Settings</button>
      <a href="/client-portal?tab=billing" onClick={followInPlace}>
        Billing here
      </a>
      <a href="/profile?tab=billing" onClick={followInPlace}>
        Elsewhere
      </a>
    </>
  );
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the address query without a router', () => {
  test('reads the address, and rewrites it in place, keeping the history entry', () => {
    window.history.replaceState({ kept: true }, '', '/client-portal?tab=billing&x=1');
    const entries = window.history.length;
    render(<Tab />);
    expect(screen.getByText('Open: billing')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    expect(screen.getByText('Open: settings')).toBeInTheDocument();
    expect(window.location.pathname + window.location.search).toBe(
      '/client-portal?tab=settings&x=1',
    );
    expect(window.history.length).toBe(entries);
    expect(window.history.state).toEqual({ kept: true });
  });

  test('follows Back and Forward', () => {
    window.history.replaceState(null, '', '/client-portal');
    render(<Tab />);
    expect(screen.getByText('Open: dashboard')).toBeInTheDocument();
    act(() => {
      window.history.replaceState(null, '', '/client-portal?tab=schedule');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByText('Open: schedule')).toBeInTheDocument();
  });

  test('a link to this page with another query opens it in place; one elsewhere goes', () => {
    window.history.replaceState(null, '', '/client-portal?tab=settings');
    render(<Tab />);
    const here = fireEvent.click(screen.getByRole('link', { name: 'Billing here' }));
    expect(here).toBe(false);
    expect(screen.getByText('Open: billing')).toBeInTheDocument();
    expect(window.location.search).toBe('?tab=billing');
    const elsewhere = fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    // Not prevented: the browser loads /profile (jsdom does not navigate).
    expect(elsewhere).toBe(true);
    expect(
      fireEvent.click(screen.getByRole('link', { name: 'Billing here' }), { ctrlKey: true }),
    ).toBe(true);
  });
});
