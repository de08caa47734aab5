import { eq, sql } from 'drizzle-orm';
import type {
  CommunityContract,
  PropertyContract,
  PropertyContractValues,
} from '../../../domain/schemas/property-contracts.ts';
import type { Database } from '../../db/client.ts';
import { communities, propertyContracts } from '../../db/schema.ts';

/** A stored contract as the API reads it back. */
export function toPropertyContract(
  contract: typeof propertyContracts.$inferSelect,
): PropertyContract {
  return {
    legalName: contract.legalName,
    billingContactName: contract.billingContactName,
    billingEmail: contract.billingEmail,
    billingPhone: contract.billingPhone,
    rateCents: contract.rateCents,
    doors: contract.doors,
    startsOn: contract.startsOn,
    termMonths: contract.termMonths,
    renews: contract.renews,
    serviceDays: contract.serviceDays,
    windowStart: contract.windowStart,
    windowEnd: contract.windowEnd,
    reportEmails: contract.reportEmails,
    updatedAt: contract.updatedAt.toISOString(),
  };
}

export function createContractRepository(db: Database) {
  return {
    /** The community with its contract, or undefined when there is no such community. */
    async find(communityId: number): Promise<CommunityContract | undefined> {
      const [row] = await db
        .select({ community: communities, contract: propertyContracts })
        .from(communities)
        .leftJoin(propertyContracts, eq(propertyContracts.communityId, communities.id))
        .where(eq(communities.id, communityId));
      if (!row) return undefined;
      const { community, contract } = row;
      return {
        communityId: community.id,
        communityName: community.name,
        billing: community.billing,
        contract: contract && toPropertyContract(contract),
      };
    },

    /**
     * A community has one current contract: a second save replaces the first. Returns the
     * contract's id, which its doors keep.
     */
    async save(communityId: number, values: PropertyContractValues): Promise<number> {
      const [saved] = await db
        .insert(propertyContracts)
        .values({ communityId, ...values })
        .onConflictDoUpdate({
          target: propertyContracts.communityId,
          set: { ...values, updatedAt: sql`now()` },
        })
        .returning({ id: propertyContracts.id });
      return saved!.id;
    },
  };
}
