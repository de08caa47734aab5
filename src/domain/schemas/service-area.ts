import { z } from 'zod';
import { SERVICE_AREA_TEXT } from '../messages.ts';
import { COMMUNITY_BILLING } from '../property-contracts.ts';
import { ZipSchema } from './account.ts';
import { optionalText, plainString, recordId, recordIdParam, text } from './fields.ts';

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

/** A city of the service area: the ZIP codes we serve there and its active communities, by name. */
export const ServiceAreaCitySchema = z.object({
  city: z.string(),
  zipCodes: z.array(z.string()),
  communities: z.array(z.string()),
});
export type ServiceAreaCity = z.infer<typeof ServiceAreaCitySchema>;

/** Everything we serve, city by city, for the marketing pages' lists (GET /api/service-area). */
export const ServiceAreaOverviewSchema = z.object({ cities: z.array(ServiceAreaCitySchema) });
export type ServiceAreaOverview = z.infer<typeof ServiceAreaOverviewSchema>;

// The office's screens (docs/product.md#service-areas): served ZIP codes, communities and the
// "my community isn't listed" requests to match. One schema per payload, for the form and route.

/** A served ZIP code with what is in it, for the ZIP codes table. */
export const AdminServiceZipSchema = z.object({
  zip: z.string(),
  city: z.string(),
  /** Customers there with a live (active or paused) subscription. */
  activeCustomers: z.number().int(),
  /** Active communities there. */
  activeCommunities: z.number().int(),
});
export type AdminServiceZip = z.infer<typeof AdminServiceZipSchema>;

/** POST /api/admin/service-zips */
export const AddServiceZipSchema = z.object({
  zip: ZipSchema,
  city: text(2, 60, SERVICE_AREA_TEXT.cityRequired),
});
export type AddServiceZipInput = z.input<typeof AddServiceZipSchema>;

/** DELETE /api/admin/service-zips/:zip */
export const ServiceZipParamsSchema = z.object({ zip: ZipSchema });

/** GET /api/admin/communities: by ZIP code, and by a part of the name. */
export const AdminCommunitiesQuerySchema = z.object({
  zip: z.preprocess((v) => (v === '' ? undefined : v), ZipSchema.optional()),
  q: optionalText(100).optional(),
});
export type AdminCommunitiesQuery = z.infer<typeof AdminCommunitiesQuerySchema>;

const optionalPhone = plainString()
  .trim()
  .max(30, 'Must be at most 30 characters')
  .refine((v) => v === '' || v.replace(/\D/g, '').length >= 10, SERVICE_AREA_TEXT.phoneInvalid);

/** POST /api/admin/communities and PUT /api/admin/communities/:id: the whole community. */
export const CommunityInputSchema = z.object({
  name: text(2, 100, SERVICE_AREA_TEXT.communityNameRequired),
  street: text(3, 200, SERVICE_AREA_TEXT.streetRequired),
  zip: ZipSchema,
  accessNotes: optionalText(1000),
  managerName: optionalText(100),
  managerPhone: optionalPhone,
  managerEmail: plainString()
    .trim()
    .max(254, 'Must be at most 254 characters')
    .refine((v) => v === '' || z.email().safeParse(v).success, SERVICE_AREA_TEXT.emailInvalid),
  active: z.boolean({ error: SERVICE_AREA_TEXT.activeRequired }),
});
export type CommunityInput = z.input<typeof CommunityInputSchema>;

export const CommunityIdParamsSchema = z.object({
  id: recordIdParam(SERVICE_AREA_TEXT.communityNotFound),
});

export const AdminCommunitySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  street: z.string(),
  zip: z.string(),
  city: z.string(),
  accessNotes: z.string(),
  managerName: z.string(),
  managerPhone: z.string(),
  managerEmail: z.string(),
  active: z.boolean(),
  /** Who pays for its doors (docs/product.md#property-contracts). */
  billing: z.enum(COMMUNITY_BILLING),
  /** Customers who picked it (or were matched to it). */
  customers: z.number().int(),
});
export type AdminCommunity = z.infer<typeof AdminCommunitySchema>;

/** A customer whose community was not listed, waiting to be matched to one. */
export const CommunityRequestSchema = z.object({
  id: z.number().int(),
  customerName: z.string(),
  address: z.string(),
  unit: z.string(),
  city: z.string(),
  zip: z.string(),
  /** The community's name as the customer typed it. */
  requested: z.string(),
  /** The active communities of the customer's ZIP code, to match to. */
  choices: z.array(CommunitySummarySchema),
});
export type CommunityRequest = z.infer<typeof CommunityRequestSchema>;

/** POST /api/admin/community-requests/:id/match; :id is the customer's. */
export const CommunityRequestParamsSchema = z.object({
  id: recordIdParam(SERVICE_AREA_TEXT.requestNotFound),
});
export const MatchCommunitySchema = z.object({
  communityId: recordId(SERVICE_AREA_TEXT.chooseCommunity),
});
export type MatchCommunityInput = z.input<typeof MatchCommunitySchema>;
