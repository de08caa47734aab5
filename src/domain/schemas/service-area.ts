import { z } from 'zod';
import { ZipSchema } from './account.ts';

/** GET /api/service-area/:zip */
export const ServiceAreaParamsSchema = z.object({ zip: ZipSchema });

export const CommunitySummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  street: z.string(),
});
export type CommunitySummary = z.infer<typeof CommunitySummarySchema>;

/** Whether we serve a ZIP code, and the communities we serve there (active ones, by name). */
export const ServiceAreaLookupSchema = z.object({
  zip: z.string(),
  served: z.boolean(),
  city: z.string().nullable(),
  communities: z.array(CommunitySummarySchema),
});
export type ServiceAreaLookup = z.infer<typeof ServiceAreaLookupSchema>;
