import { SERVICE_AREA_TEXT } from '../../../domain/messages.ts';
import type {
  CommunityContract,
  PropertyContractValues,
} from '../../../domain/schemas/property-contracts.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { refreshContractSchedule } from '../schedules/schedules-module.ts';
import { setCommunityBilling } from '../service-area/service-area-module.ts';
import { setContractDoorPrices } from '../subscriptions/subscriptions-module.ts';
import { createContractRepository } from './contract-repository.ts';

// The office's record of a property-paid community's contract (docs/product.md#property-contracts).

export type ContractDeps = { db: Database };

/** Who pays for a community, and its contract when the property does. */
export async function readContract(
  deps: ContractDeps,
  communityId: number,
): Promise<CommunityContract> {
  const found = await createContractRepository(deps.db).find(communityId);
  if (!found) throw notFound(SERVICE_AREA_TEXT.communityNotFound);
  return found;
}

/**
 * Records the contract and makes the community property-paid, both or neither. The billing is
 * set first: it locks the community's row, so two saves of one contract take turns. The doors
 * already enrolled take the new rate and service days in the same transaction.
 */
export async function saveContract(
  deps: ContractDeps,
  communityId: number,
  values: PropertyContractValues,
): Promise<CommunityContract> {
  await deps.db.transaction(async (tx) => {
    if (!(await setCommunityBilling(tx, communityId, 'property'))) {
      throw notFound(SERVICE_AREA_TEXT.communityNotFound);
    }
    const contractId = await createContractRepository(tx).save(communityId, values);
    await setContractDoorPrices(tx, contractId, values.rateCents);
    await refreshContractSchedule(tx, contractId);
  });
  return readContract(deps, communityId);
}
