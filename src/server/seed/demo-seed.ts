import type { FastifyBaseLogger } from 'fastify';
import { PLANS } from '../../domain/plans.ts';
import type { Database } from '../db/client.ts';
import { subscriptions, users } from '../db/schema.ts';
import { hashPassword } from '../lib/passwords.ts';
import { createUserRepository } from '../modules/auth/user-repository.ts';
import { DEMO_ADMIN, DEMO_CUSTOMER } from './demo-accounts.ts';

/** Seeds the demo admin and customer, only into a database without users. */
export async function seedDemoData(db: Database, log: Pick<FastifyBaseLogger, 'info'>) {
  if ((await createUserRepository(db).count()) > 0) return false;
  await db.transaction(async (tx) => {
    const { password: adminPassword, ...admin } = DEMO_ADMIN;
    const { password: customerPassword, ...customer } = DEMO_CUSTOMER;
    await tx
      .insert(users)
      .values({ ...admin, role: 'admin', passwordHash: await hashPassword(adminPassword) });
    const [row] = await tx
      .insert(users)
      .values({ ...customer, passwordHash: await hashPassword(customerPassword) })
      .returning({ id: users.id });
    await tx.insert(subscriptions).values({
      userId: row!.id,
      plan: 'standard',
      priceCents: PLANS.standard.priceCents,
      status: 'active',
      provider: 'sandbox',
      providerSubscriptionId: 'sandbox_demo_subscription',
      gateCode: '#4821',
      specialInstructions: 'Building C, second floor. Bags by the welcome mat.',
    });
  });
  log.info(
    {
      admin: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
      customer: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
    },
    `demo data seeded: admin ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}, customer ${DEMO_CUSTOMER.email} / ${DEMO_CUSTOMER.password}`,
  );
  return true;
}
