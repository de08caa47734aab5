import { PICKUP_WINDOW_LABEL } from '../pickup-window.ts';
import { BUSINESS } from '../site.ts';
import type { NavLink } from '../site.ts';

/** The public pages: name, meta description and a summary for the site search (one source). */
export type PageInfo = { path: string; name: string; title: string; description: string };

export const PAGES = {
  home: {
    path: '/',
    name: 'Home',
    title: `${BUSINESS.name} | Doorstep Trash Pickup for Katy Apartments`,
    description: `Doorstep valet trash pickup for apartment residents in Katy, Fulshear, Brookshire and Sealy, Texas. Plans from $25 a month, pickups ${PICKUP_WINDOW_LABEL}.`,
  },
  about: {
    path: '/about',
    name: 'About Us',
    title: 'About Us',
    description:
      'A local, family-owned valet trash service in Katy, Texas: our story and our background-checked, uniformed team.',
  },
  pricing: {
    path: '/pricing',
    name: 'Pricing',
    title: 'Pricing and Plans',
    description:
      'Basic $25, Standard $35 or Premium $50 a month: doorstep trash pickup 2, 3 or 5 days a week. Month-to-month, no setup fee.',
  },
  residentialValet: {
    path: '/residential-valet',
    name: 'Residential Valet',
    title: 'Residential Valet (Coming Soon)',
    description:
      'Valet trash service for houses and townhomes in the Katy area is coming soon. Get notified when it launches in your neighborhood.',
  },
  propertyManagement: {
    path: '/property-management',
    name: 'Property Management',
    title: 'Valet Trash for Apartment Communities',
    description:
      'Doorstep valet trash for apartment communities in Katy, Fulshear, Brookshire and Sealy: cleaner grounds, happier residents, monthly reporting.',
  },
  privacyPolicy: {
    path: '/privacy-policy',
    name: 'Privacy Policy',
    title: 'Privacy Policy',
    description: `How ${BUSINESS.name} collects, uses and protects your personal information.`,
  },
  termsOfService: {
    path: '/terms-of-service',
    name: 'Terms of Service',
    title: 'Terms of Service',
    description: `The terms of the ${BUSINESS.name} doorstep pickup subscription: billing, pauses, cancellation and liability.`,
  },
  sitemap: {
    path: '/sitemap',
    name: 'Sitemap',
    title: 'Sitemap',
    description: `Every page of the ${BUSINESS.name} website: plans, services, account pages and legal information.`,
  },
  search: {
    path: '/search',
    name: 'Search',
    title: 'Search',
    description: `Search the ${BUSINESS.name} website: plans, service areas, ZIP codes and answers.`,
  },
} as const satisfies Record<string, PageInfo>;

export type SitemapGroup = { title: string; links: readonly NavLink[] };

/** The /sitemap page's four groups. */
export const SITEMAP_GROUPS: readonly SitemapGroup[] = [
  {
    title: 'Main',
    links: [
      { label: 'Home', to: '/' },
      { label: 'About Us', to: '/about' },
      { label: 'Pricing', to: '/pricing' },
    ],
  },
  {
    title: 'Services',
    links: [
      { label: 'Residential Valet', to: '/residential-valet' },
      { label: 'Property Management', to: '/property-management' },
    ],
  },
  {
    title: 'User Access',
    links: [
      { label: 'Login', to: '/login' },
      { label: 'Sign Up', to: '/signup' },
      { label: 'Profile', to: '/profile' },
      { label: 'Subscribe', to: '/subscribe' },
      { label: 'Forgot Password', to: '/forgot-password' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', to: '/privacy-policy' },
      { label: 'Terms of Service', to: '/terms-of-service' },
    ],
  },
];
