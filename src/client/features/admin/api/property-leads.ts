import { useQuery } from '@tanstack/react-query';
import * as contracts from '../../../../domain/contracts/properties';
import { callApi } from '../../../lib/api-client';

/** The leads from /property-management, newest first (docs/product.md#property-leads). */
export const usePropertyLeads = () =>
  useQuery({
    queryKey: ['admin-property-leads'],
    queryFn: () => callApi(contracts.listPropertyLeads),
  });
