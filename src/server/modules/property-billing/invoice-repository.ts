import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  OWED_STATUSES,
  monthStart,
  type PropertyInvoiceStatus,
} from '../../../domain/property-invoices.ts';
import type { PaymentProviderName } from '../../../domain/schemas/payments.ts';
import type { Database } from '../../db/client.ts';
import {
  communities,
  propertyContracts,
  propertyInvoiceLines,
  propertyInvoices,
  subscriptions,
  users,
  type PropertyInvoiceRow,
} from '../../db/schema.ts';

/** A line as it is written, before it has its invoice. */
export type InvoiceLine = Omit<typeof propertyInvoiceLines.$inferInsert, 'id' | 'invoiceId'>;

export type ContractForInvoice = typeof propertyContracts.$inferSelect & { communityName: string };

export function createInvoiceRepository(db: Database) {
  return {
    /** A property-paid community's contract; undefined when it has none. */
    async contractOf(communityId: number): Promise<ContractForInvoice | undefined> {
      const [row] = await db
        .select({ contract: propertyContracts, communityName: communities.name })
        .from(propertyContracts)
        .innerJoin(communities, eq(communities.id, propertyContracts.communityId))
        .where(and(eq(communities.id, communityId), eq(communities.billing, 'property')));
      return row && { ...row.contract, communityName: row.communityName };
    },

    async communityName(communityId: number): Promise<string | undefined> {
      const [row] = await db
        .select({ name: communities.name })
        .from(communities)
        .where(eq(communities.id, communityId));
      return row?.name;
    },

    /** Every property-paid community's contract, for the month's run. */
    async propertyContracts(): Promise<ContractForInvoice[]> {
      const rows = await db
        .select({ contract: propertyContracts, communityName: communities.name })
        .from(propertyContracts)
        .innerJoin(communities, eq(communities.id, propertyContracts.communityId))
        .where(eq(communities.billing, 'property'))
        .orderBy(asc(propertyContracts.id));
      return rows.map((r) => ({ ...r.contract, communityName: r.communityName }));
    },

    /** The doors ever served under the contract, with their residents. */
    doorsOf(contractId: number) {
      return db
        .select({
          subscriptionId: subscriptions.id,
          startsOn: subscriptions.startsOn,
          createdAt: subscriptions.createdAt,
          status: subscriptions.status,
          serviceEndsAt: subscriptions.serviceEndsAt,
          cancelledAt: subscriptions.cancelledAt,
          building: users.building,
          unit: users.unit,
          firstName: users.firstName,
          lastName: users.lastName,
          username: users.username,
        })
        .from(subscriptions)
        .innerJoin(users, eq(users.id, subscriptions.userId))
        .where(and(eq(subscriptions.contractId, contractId), eq(subscriptions.payer, 'property')));
    },

    /**
     * Writes the invoice and its lines, or nothing when the month's invoice exists already (the
     * unique key settles two servers racing). Answers the new invoice, or undefined.
     */
    async insert(
      invoice: Omit<typeof propertyInvoices.$inferInsert, 'id'>,
      lines: InvoiceLine[],
    ): Promise<PropertyInvoiceRow | undefined> {
      const [row] = await db
        .insert(propertyInvoices)
        .values(invoice)
        .onConflictDoNothing({ target: [propertyInvoices.contractId, propertyInvoices.month] })
        .returning();
      if (!row) return undefined;
      // Batches well under PostgreSQL's limit of parameters per statement.
      for (let i = 0; i < lines.length; i += 1000) {
        await db
          .insert(propertyInvoiceLines)
          .values(lines.slice(i, i + 1000).map((line) => ({ ...line, invoiceId: row.id })));
      }
      return row;
    },

    async find(contractId: number, month: string): Promise<PropertyInvoiceRow | undefined> {
      const [row] = await db
        .select()
        .from(propertyInvoices)
        .where(
          and(
            eq(propertyInvoices.contractId, contractId),
            eq(propertyInvoices.month, monthStart(month)),
          ),
        );
      return row;
    },

    async byId(id: number): Promise<PropertyInvoiceRow | undefined> {
      const [row] = await db.select().from(propertyInvoices).where(eq(propertyInvoices.id, id));
      return row;
    },

    /** An invoice with its community, when the community is `communityId` if one is given. */
    async withCommunity(id: number, communityId?: number) {
      const [row] = await db
        .select({ invoice: propertyInvoices, communityName: communities.name })
        .from(propertyInvoices)
        .innerJoin(propertyContracts, eq(propertyContracts.id, propertyInvoices.contractId))
        .innerJoin(communities, eq(communities.id, propertyContracts.communityId))
        .where(
          and(
            eq(propertyInvoices.id, id),
            communityId === undefined ? undefined : eq(communities.id, communityId),
          ),
        );
      return row;
    },

    /** The provider's invoice, locked for the webhook that changes it. */
    async lockByRef(provider: PaymentProviderName, ref: string, invoiceId: number | null) {
      const [row] = await db
        .select()
        .from(propertyInvoices)
        .where(
          and(
            eq(propertyInvoices.provider, provider),
            invoiceId === null
              ? eq(propertyInvoices.providerInvoiceId, ref)
              : sql`(${propertyInvoices.providerInvoiceId} = ${ref} or (${propertyInvoices.id} = ${invoiceId} and ${propertyInvoices.providerInvoiceId} is null))`,
          ),
        )
        .for('update');
      return row;
    },

    /** Lines in their order, as the CSV lists them. */
    linesOf(invoiceId: number) {
      return db
        .select()
        .from(propertyInvoiceLines)
        .where(eq(propertyInvoiceLines.invoiceId, invoiceId))
        .orderBy(asc(propertyInvoiceLines.position));
    },

    /** A community's invoices, newest month first. */
    ofCommunity(communityId: number) {
      return db
        .select({ invoice: propertyInvoices })
        .from(propertyInvoices)
        .innerJoin(propertyContracts, eq(propertyContracts.id, propertyInvoices.contractId))
        .where(eq(propertyContracts.communityId, communityId))
        .orderBy(desc(propertyInvoices.month))
        .then((rows) => rows.map((r) => r.invoice));
    },

    /** The provider's customer of the contract's latest invoice, to bill it again. */
    async customerOf(contractId: number, provider: PaymentProviderName) {
      const [row] = await db
        .select({ customerId: propertyInvoices.providerCustomerId })
        .from(propertyInvoices)
        .where(
          and(
            eq(propertyInvoices.contractId, contractId),
            eq(propertyInvoices.provider, provider),
            isNotNull(propertyInvoices.providerCustomerId),
          ),
        )
        .orderBy(desc(propertyInvoices.id))
        .limit(1);
      return row?.customerId ?? null;
    },

    /** Stores what the provider issued; only once, while the invoice still waits for it. */
    async markIssued(
      id: number,
      issued: {
        customerId: string;
        ref: string;
        number: string | null;
        hostedUrl: string | null;
        dueOn: string;
      },
      now: Date,
    ) {
      await db
        .update(propertyInvoices)
        .set({
          status: 'open',
          providerCustomerId: issued.customerId,
          providerInvoiceId: issued.ref,
          number: issued.number,
          hostedUrl: issued.hostedUrl,
          dueOn: issued.dueOn,
          issuedAt: now,
          updatedAt: now,
        })
        .where(and(eq(propertyInvoices.id, id), eq(propertyInvoices.status, 'issuing')));
    },

    async setStatus(
      id: number,
      change: {
        status: PropertyInvoiceStatus;
        paidAt?: Date;
        dueOn?: string;
        providerInvoiceId?: string;
      },
    ) {
      await db
        .update(propertyInvoices)
        .set({ ...change, updatedAt: new Date() })
        .where(eq(propertyInvoices.id, id));
    },

    /** Invoices the provider has not confirmed yet: the job issues them again. */
    issuing() {
      return db
        .select({ id: propertyInvoices.id })
        .from(propertyInvoices)
        .where(eq(propertyInvoices.status, 'issuing'))
        .orderBy(asc(propertyInvoices.id));
    },

    /** What each property-paid community owes: its unpaid invoices with their due dates. */
    owed() {
      return db
        .select({
          communityId: communities.id,
          communityName: communities.name,
          amountCents: propertyInvoices.amountCents,
          dueOn: propertyInvoices.dueOn,
        })
        .from(communities)
        .innerJoin(propertyContracts, eq(propertyContracts.communityId, communities.id))
        .leftJoin(
          propertyInvoices,
          and(
            eq(propertyInvoices.contractId, propertyContracts.id),
            inArray(propertyInvoices.status, [...OWED_STATUSES]),
          ),
        )
        .where(eq(communities.billing, 'property'))
        .orderBy(asc(communities.name), asc(communities.id));
    },
  };
}
