import type { z } from 'zod';
import { SERVICE_AREA_TEXT } from '../../../domain/messages.ts';
import type {
  AdminCommunitiesQuery,
  AdminCommunity,
  AdminServiceZip,
  CommunityInputSchema,
  CommunityRequest,
} from '../../../domain/schemas/service-area.ts';
import type { Database } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { createServiceAreaRepository, type CommunityValues } from './service-area-repository.ts';

/** The requests screen shows the oldest this many; the office works through them in order. */
const REQUESTS_SHOWN = 200;

type CommunityInput = z.output<typeof CommunityInputSchema>;

const isUniqueViolation = (err: unknown) =>
  (err as { cause?: { code?: string } }).cause?.code === '23505';

/**
 * Writes a customer's service-detail history inside the caller's transaction; the service-details
 * module owns that history and hands its writer over in app.ts.
 */
export type ServiceDetailHistory = (
  tx: Database,
  rows: {
    userId: number;
    changedBy: number;
    field: 'community';
    oldValue: string;
    newValue: string;
  }[],
) => Promise<void>;

// The office's edits of the service area (docs/product.md#service-areas).

export type ServiceAreaAdminDeps = { db: Database; recordHistory: ServiceDetailHistory };

async function communityRow(db: Database, id: number): Promise<AdminCommunity> {
  const repo = createServiceAreaRepository(db);
  const found = await repo.findCommunity(id);
  if (!found) throw notFound(SERVICE_AREA_TEXT.communityNotFound);
  const [row] = (await repo.listCommunities({ zip: found.zip })).filter((c) => c.id === id);
  return row!;
}

/** A community goes only where we serve, under a name not already used in its ZIP code. */
async function checkCommunity(tx: Database, input: CommunityInput, exceptId?: number) {
  const txRepo = createServiceAreaRepository(tx);
  if (!(await txRepo.lockZip(input.zip))) {
    throw badRequest(SERVICE_AREA_TEXT.communityZipNotServed, {
      zip: [SERVICE_AREA_TEXT.communityZipNotServed],
    });
  }
  if (await txRepo.nameTaken(input.name, input.zip, exceptId)) {
    const message = SERVICE_AREA_TEXT.communityTaken(input.name, input.zip);
    throw conflict(message, { name: [message] });
  }
  return txRepo;
}

async function saveCommunity(db: Database, input: CommunityInput, id?: number): Promise<number> {
  const values: CommunityValues = input;
  try {
    return await db.transaction(async (tx) => {
      const txRepo = await checkCommunity(tx, input, id);
      if (id === undefined) return txRepo.insertCommunity(values);
      if (!(await txRepo.updateCommunity(id, values))) {
        throw notFound(SERVICE_AREA_TEXT.communityNotFound);
      }
      return id;
    });
  } catch (err) {
    // Two saves racing for one name: the unique index decides.
    if (isUniqueViolation(err)) {
      const message = SERVICE_AREA_TEXT.communityTaken(input.name, input.zip);
      throw conflict(message, { name: [message] });
    }
    throw err;
  }
}

export const listZips = ({ db }: ServiceAreaAdminDeps): Promise<AdminServiceZip[]> =>
  createServiceAreaRepository(db).listZips();

export async function addZip(
  { db }: ServiceAreaAdminDeps,
  zip: string,
  city: string,
): Promise<AdminServiceZip> {
  if (!(await createServiceAreaRepository(db).insertZip(zip, city))) {
    const message = SERVICE_AREA_TEXT.zipAlreadyServed(zip);
    throw conflict(message, { zip: [message] });
  }
  return { zip, city, activeCustomers: 0, activeCommunities: 0 };
}

/** Refused while anyone is still served there: live subscriptions or active communities. */
export async function removeZip({ db }: ServiceAreaAdminDeps, zip: string): Promise<void> {
  await db.transaction(async (tx) => {
    const txRepo = createServiceAreaRepository(tx);
    if (!(await txRepo.lockZip(zip))) throw notFound(SERVICE_AREA_TEXT.zipNotFound);
    const usage = await txRepo.zipUsage(zip);
    if (usage.customers > 0 || usage.communities > 0) {
      throw conflict(SERVICE_AREA_TEXT.zipInUse(zip, usage.customers, usage.communities));
    }
    await txRepo.deleteZip(zip);
  });
}

export const listCommunities = ({ db }: ServiceAreaAdminDeps, query: AdminCommunitiesQuery) =>
  createServiceAreaRepository(db).listCommunities(query);

export async function createCommunity(
  { db }: ServiceAreaAdminDeps,
  input: CommunityInput,
): Promise<AdminCommunity> {
  return communityRow(db, await saveCommunity(db, input));
}

export async function updateCommunity(
  { db }: ServiceAreaAdminDeps,
  id: number,
  input: CommunityInput,
): Promise<AdminCommunity> {
  return communityRow(db, await saveCommunity(db, input, id));
}

export const communityRequests = ({ db }: ServiceAreaAdminDeps): Promise<CommunityRequest[]> =>
  createServiceAreaRepository(db).communityRequests(REQUESTS_SHOWN);

/**
 * Puts a customer in the community their typed name meant, and keeps the change in their
 * service-detail history, both or neither.
 */
export async function matchRequest(
  deps: ServiceAreaAdminDeps,
  userId: number,
  communityId: number,
  adminId: number,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const txRepo = createServiceAreaRepository(tx);
    const request = await txRepo.lockRequest(userId);
    if (!request) throw notFound(SERVICE_AREA_TEXT.requestNotFound);
    const community = await txRepo.findCommunity(communityId);
    if (!community || !community.active || community.zip !== request.zip) {
      const message = SERVICE_AREA_TEXT.communityNotInZip(request.zip);
      throw badRequest(message, { communityId: [message] });
    }
    await txRepo.setCommunity(userId, communityId);
    await deps.recordHistory(tx, [
      {
        userId,
        changedBy: adminId,
        field: 'community',
        oldValue: request.requested,
        newValue: community.name,
      },
    ]);
  });
}
