import type { SubscriptionDetails } from '../../domain/schemas/account';

// Signup (docs/product.md#sign-up-flow): the plan and non-secret details wait in session storage
// for the payment step. Never the password (docs/decisions/011-account-before-payment.md): the
// account already exists on the server.
const KEY = 'signup-data';

export type StoredSignup = SubscriptionDetails & {
  planTitle: string;
  priceCents: number;
  firstName: string;
  lastName: string;
  email: string;
};

export function saveSignup(data: StoredSignup): void {
  window.sessionStorage.setItem(KEY, JSON.stringify(data));
}

export function readSignup(): StoredSignup | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as StoredSignup) : null;
  } catch {
    return null;
  }
}

export function clearSignup(): void {
  window.sessionStorage.removeItem(KEY);
}
