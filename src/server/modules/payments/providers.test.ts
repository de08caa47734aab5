import { describe, expect, test, vi } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createProviderRegistry } from './providers.ts';

const SECRET = {
  SESSION_SECRET: 'a-session-secret-of-at-least-32-characters',
  SMTP_URL: 'smtp://mail.example.com:587',
};

function registry(env: Record<string, string>) {
  const log = { warn: vi.fn() };
  const providers = createProviderRegistry(loadConfig({ ...SECRET, ...env }), log);
  return { providers, warnings: log.warn.mock.calls.map((call) => String(call[1])) };
}

describe('provider selection', () => {
  test('no keys outside production: the sandbox for both methods', () => {
    const { providers, warnings } = registry({ NODE_ENV: 'development' });
    expect(providers.publicConfig).toEqual({
      card: 'sandbox',
      paypal: 'sandbox',
      stripePublishableKey: null,
    });
    expect(providers.byName('sandbox')).toBe(providers.sandbox);
    expect(providers.card).toBe(providers.sandbox);
    expect(providers.byName('sandbox-paypal')).toBe(providers.approval);
    expect(providers.approval?.name).toBe('sandbox-paypal');
    expect(warnings).toEqual([]);
  });

  test('no keys in production: nothing, and no sandbox to reach', () => {
    const { providers } = registry({ NODE_ENV: 'production' });
    expect(providers.publicConfig).toEqual({
      card: null,
      paypal: null,
      stripePublishableKey: null,
    });
    expect(providers.sandbox).toBeNull();
    expect(providers.byName('sandbox')).toBeUndefined();
    expect(providers.byName('sandbox-paypal')).toBeUndefined();
  });

  test('keys select the real providers; production with both needs no sandbox', () => {
    const { providers } = registry({
      NODE_ENV: 'production',
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
      PAYPAL_CLIENT_ID: 'id',
      PAYPAL_CLIENT_SECRET: 'secret',
      PAYPAL_PLAN_BASIC: 'P-1',
      PAYPAL_PLAN_STANDARD: 'P-2',
      PAYPAL_PLAN_PREMIUM: 'P-3',
    });
    expect(providers.publicConfig).toEqual({
      card: 'stripe',
      paypal: 'paypal',
      stripePublishableKey: 'pk_live_x',
    });
    expect(providers.sandbox).toBeNull();
  });

  test('half a configuration is warned about and falls back', () => {
    const { providers, warnings } = registry({
      NODE_ENV: 'development',
      STRIPE_SECRET_KEY: 'sk_test_x',
      PAYPAL_CLIENT_ID: 'id',
    });
    expect(providers.publicConfig.card).toBe('sandbox');
    expect(providers.publicConfig.paypal).toBe('sandbox');
    expect(warnings).toEqual([
      expect.stringContaining('STRIPE_PUBLISHABLE_KEY'),
      expect.stringContaining('PAYPAL_CLIENT_SECRET'),
    ]);
  });

  test('PayPal without a plan id for every plan is warned about', () => {
    const log = { warn: vi.fn() };
    createProviderRegistry(
      loadConfig({
        ...SECRET,
        PAYPAL_CLIENT_ID: 'id',
        PAYPAL_CLIENT_SECRET: 'secret',
        PAYPAL_PLAN_BASIC: 'P-1',
      }),
      log,
    );
    expect(log.warn).toHaveBeenCalledWith(
      { missing: ['standard', 'premium'] },
      expect.stringContaining('PAYPAL_PLAN_'),
    );
  });
});
