import { expect, test } from 'vitest';
import { loadConfig } from './config.ts';
import type { DemoSignIn } from './seed/demo-seed.ts';
import { formatStartupSummary, startupFacts } from './startup-summary.ts';

const DEMO_SIGN_INS: DemoSignIn[] = [
  { role: 'admin', email: 'admin@katyvalettrash.com', password: 'demo-admin-2026' },
  { role: 'customer', email: 'jordan@example.com', password: 'demo-customer-2026' },
  { role: 'porter', email: 'porter@katyvalettrash.com', password: 'demo-porter-2026' },
];

const SECRET = 'a-production-secret-of-at-least-32-chars';

test('a bare start says where the site is, that it is a demo and why, and the demo sign-ins', () => {
  const summary = formatStartupSummary(startupFacts(loadConfig({ PORT: '4305' }), DEMO_SIGN_INS));

  expect(summary).toContain('running at http://localhost:4305');
  expect(summary).toContain('Demo mode, not for real customers');
  expect(summary).toContain('payments go to the built-in sandbox: nothing is charged');
  expect(summary).toContain('no mail is sent: messages are saved in ./data/mail');
  expect(summary).toContain('no texts are sent: they are saved in ./data/sms');
  expect(summary).toContain('development secret');
  expect(summary).toContain('admin     admin@katyvalettrash.com / demo-admin-2026');
  expect(summary).toContain('customer  jordan@example.com / demo-customer-2026');
  expect(summary).toContain('porter    porter@katyvalettrash.com / demo-porter-2026');
  expect(summary.split('\n').length).toBeLessThan(20);
});

test('a fully configured production start announces APP_URL and no demo', () => {
  const facts = startupFacts(
    loadConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: SECRET,
      SMTP_URL: 'smtp://mail.example.com:587',
      TWILIO_ACCOUNT_SID: 'AC123',
      TWILIO_AUTH_TOKEN: 'token',
      TWILIO_MESSAGING_SERVICE_SID: 'MG123',
      APP_URL: 'https://katyvalettrash.com',
    }),
    DEMO_SIGN_INS,
  );

  expect(facts).toEqual({ url: 'https://katyvalettrash.com', demo: [], accounts: [] });
  expect(formatStartupSummary(facts)).not.toContain('Demo');
});

test('real payment keys outside production leave the other demo facts', () => {
  const facts = startupFacts(
    loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
      PAYPAL_CLIENT_ID: 'id',
      PAYPAL_CLIENT_SECRET: 'secret',
    }),
    DEMO_SIGN_INS,
  );

  expect(facts.demo.join('\n')).not.toContain('sandbox');
  expect(facts.demo.join('\n')).toContain('no mail is sent');
});
