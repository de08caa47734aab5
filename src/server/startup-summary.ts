import type { Config } from './config.ts';
import type { DemoSignIn } from './seed/demo-seed.ts';

export type StartupFacts = {
  url: string;
  /** What is stand-in rather than real on this start; empty when nothing is. */
  demo: string[];
  /** The demo accounts that sign in with their published passwords (seedDemoData's answer). */
  accounts: DemoSignIn[];
};

/** What someone starting the server needs to know: where it is and what is not real. */
export function startupFacts(config: Config, demoAccounts: DemoSignIn[]): StartupFacts {
  const demo: string[] = [];
  if (!config.isProduction) {
    const cardKeys = config.stripe.secretKey && config.stripe.publishableKey;
    const paypalKeys = config.paypal.clientId && config.paypal.clientSecret;
    if (!cardKeys || !paypalKeys) {
      demo.push('payments go to the built-in sandbox: nothing is charged');
    }
  }
  if (!config.smtpUrl) {
    demo.push(`no mail is sent: messages are saved in ${config.dataDir}/mail`);
  }
  if (!config.sms.twilio) {
    demo.push(`no texts are sent: they are saved in ${config.dataDir}/sms`);
  }
  if (config.usesDevelopmentSecret) {
    demo.push('sessions are signed with a development secret published in the source');
  }
  return {
    url: config.appUrl,
    demo,
    accounts: config.isProduction ? [] : demoAccounts,
  };
}

/** The few lines printed at a terminal in place of the JSON start-up log. */
export function formatStartupSummary(facts: StartupFacts): string {
  const lines = ['', `  Katy Valet Trash is running at ${facts.url}`, ''];
  if (facts.demo.length > 0) {
    lines.push('  Demo mode, not for real customers:');
    lines.push(...facts.demo.map((fact) => `    - ${fact}`));
    lines.push('  README "Configuration" lists what to set for a real installation.', '');
  }
  if (facts.accounts.length > 0) {
    lines.push('  Demo accounts:');
    const width = Math.max(...facts.accounts.map((a) => a.role.length));
    lines.push(
      ...facts.accounts.map((a) => `    ${a.role.padEnd(width)}  ${a.email} / ${a.password}`),
    );
    lines.push('');
  }
  lines.push('  Press Ctrl+C to stop.', '');
  return lines.join('\n');
}
