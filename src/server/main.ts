import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createStorage } from './modules/storage/storage-module.ts';
import { seedDemoNotices } from './seed/demo-notices.ts';
import { seedDemoData } from './seed/demo-seed.ts';
import { formatStartupSummary, startupFacts } from './startup-summary.ts';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const app = await buildApp(config);
  const demoAccounts = config.isProduction ? [] : await seedDemoData(app.database.db, app.log);
  if (!config.isProduction) await seedDemoNotices(app.database.db, createStorage(config));
  // The demo's history has days to count now; the start-up run came before it.
  if (!config.isProduction && config.revenueSnapshots) void app.revenueSnapshots.runNow();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Stop accepting, let in-flight requests finish, then close the database and mail sender.
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({
    port: config.port,
    host: config.host,
    // The sockets, not the site's address: that is the one the summary announces.
    listenTextResolver: (address) => `listening on ${address}`,
  });
  const facts = startupFacts(config, demoAccounts);
  if (process.stdout.isTTY) {
    process.stdout.write(formatStartupSummary(facts));
  } else {
    const demo = facts.demo.length > 0 ? `; demo mode: ${facts.demo.join('; ')}` : '';
    app.log.info(facts, `site at ${facts.url}${demo}`);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
