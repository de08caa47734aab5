// Demo accounts seeded into an empty development database; printed at start-up and used by e2e.
export const DEMO_ADMIN = {
  username: 'admin',
  email: 'admin@katyvalettrash.com',
  password: 'demo-admin-2026',
  firstName: 'Alex',
  lastName: 'Morgan',
  phone: '2815550100',
  address: '1550 W Grand Pkwy S',
  unit: 'Suite 200',
  city: 'Katy',
  zip: '77494',
} as const;

export const DEMO_CUSTOMER = {
  username: 'jordan',
  email: 'jordan@example.com',
  password: 'demo-customer-2026',
  firstName: 'Jordan',
  lastName: 'Rivera',
  phone: '2815550123',
  // Building 3 of Cinco Ranch Commons, one of the communities migration 0004 seeds.
  community: 'Cinco Ranch Commons',
  address: '23500 Cinco Ranch Blvd',
  building: '3',
  unit: '1204',
  city: 'Katy',
  zip: '77494',
} as const;

/**
 * A neighbour whose community was not listed at sign-up: the admin's "Communities to match" has
 * one to show (the name typed is Mason Creek Villas, listed under another spelling).
 */
export const DEMO_UNMATCHED = {
  username: 'sam',
  email: 'sam@example.com',
  password: 'demo-customer-2026',
  firstName: 'Sam',
  lastName: 'Patel',
  phone: '2815550177',
  address: '21000 Highland Knolls Dr',
  building: '12',
  unit: '7',
  city: 'Katy',
  zip: '77450',
  communityRequest: 'Mason Creek Apartments',
} as const;

/**
 * The crew's demo porter, assigned to every listed community on every weekday, so the crew app
 * shows the demo customers' doors on their pickup days.
 */
export const DEMO_PORTER = {
  username: 'porter',
  email: 'porter@katyvalettrash.com',
  password: 'demo-porter-2026',
  firstName: 'Pat',
  lastName: 'Delgado',
  phone: '2815550188',
} as const;

/**
 * A property-paid community (docs/product.md#property-invoices): its contract and four doors,
 * enrolled before last month began, so the office has last month's and the month before's
 * invoices to issue. One resident moved in and one moved out during last month.
 */
export const DEMO_PROPERTY = {
  community: { name: 'Westpark Lofts', street: '1 Westpark Dr', zip: '77494' },
  contract: {
    legalName: 'Westpark Lofts Owner LLC',
    billingContactName: 'Robin Diaz',
    billingEmail: 'ap@westpark-lofts.example',
    billingPhone: '2815550178',
    rateCents: 1250,
    doors: 180,
    termMonths: 36,
    renews: true,
    serviceDays: [1, 3, 5],
    windowStart: '08:00',
    windowEnd: '10:00',
  },
  /** Moved in on `movedIn` (a day of last month) or before it began; moved out after `lastDay`. */
  residents: [
    { firstName: 'Maya', lastName: 'Chen', building: '1', unit: '101' },
    { firstName: 'Luis', lastName: 'Ortega', building: '1', unit: '102' },
    { firstName: 'Priya', lastName: 'Shah', building: '2', unit: '201', movedIn: 10 },
    { firstName: 'Tom', lastName: 'Becker', building: '2', unit: '202', lastDay: 20 },
  ],
} as const;

/**
 * The property manager of Fulshear Village Flats, a property-paid community whose doors the
 * property pays for (docs/product.md#property-managers): their portal shows its doors, each day's
 * service and its contract.
 */
export const DEMO_MANAGER = {
  username: 'manager',
  email: 'manager@example.com',
  password: 'demo-manager-2026',
  firstName: 'Taylor',
  lastName: 'Brooks',
  phone: '2815550166',
  community: 'Fulshear Village Flats',
  zip: '77441',
} as const;
