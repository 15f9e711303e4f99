/**
 * The fixed wash catalogue, locations and surcharge notices (spec section 3 and point 1): the business rules only;
 * how a package looks (colours, icon) is components/package-look.ts.
 *
 * API:
 *   WASH_FEATURES (5 names)     WASH_PACKAGES: readonly WashPackage[]   (basic-wash, comfort-wash, premium-wash)
 *   findPackageById(id) -> WashPackage | undefined       findPackageByName(name) -> WashPackage | undefined
 *   VEHICLE_SURCHARGES: {amount, vehicles, notice}[]     ADDITIONAL_SERVICES: {name, price}[]
 *   LOCATIONS ['Chaguanas Branch'], DEFAULT_LOCATION, isKnownLocation(name)
 */

export const WASH_FEATURES = [
  'Wipe-free foam',
  'Spray foam',
  'Under-chassis spray',
  'Water wax',
  'Waterfall foam',
] as const;
export type WashFeatureName = (typeof WASH_FEATURES)[number];

export type WashPackageId = 'basic-wash' | 'comfort-wash' | 'premium-wash';

export interface WashPackage {
  id: WashPackageId;
  name: string;
  /** Display text, e.g. '$45'. */
  price: string;
  /** The same price as a number, e.g. 45. */
  priceValue: number;
  /** Tagline, e.g. 'ON THE GO'. */
  description: string;
  features: readonly { name: WashFeatureName; included: boolean }[];
}

function features(includedCount: number): WashPackage['features'] {
  return WASH_FEATURES.map((name, index) => ({ name, included: index < includedCount }));
}

export const WASH_PACKAGES: readonly WashPackage[] = [
  {
    id: 'basic-wash',
    name: 'BASIC WASH',
    price: '$45',
    priceValue: 45,
    description: 'ON THE GO',
    features: features(3),
  },
  {
    id: 'comfort-wash',
    name: 'COMFORT WASH',
    price: '$60',
    priceValue: 60,
    description: 'EXTRA PROTECTION',
    features: features(4),
  },
  {
    id: 'premium-wash',
    name: 'PREMIUM WASH',
    price: '$75',
    priceValue: 75,
    description: 'EXTRA CLEAN',
    features: features(5),
  },
];

/** @example findPackageById('comfort-wash')?.priceValue // 60 */
export function findPackageById(id: string): WashPackage | undefined {
  return WASH_PACKAGES.find((p) => p.id === id);
}

/** Case-insensitive, trimmed lookup by display name. @example findPackageByName('Premium Wash')?.id // 'premium-wash' */
export function findPackageByName(name: string): WashPackage | undefined {
  const wanted = name.trim().toUpperCase();
  return WASH_PACKAGES.find((p) => p.name === wanted);
}

/** Extra fees by vehicle, paid at the location; shown as notices. */
export const VEHICLE_SURCHARGES = [
  {
    amount: 10,
    vehicles: ['4-door compact vans', 'standard SUVs', 'six-seaters or larger'],
    notice: '+$10 for 4-door compact vans, standard SUVs and six-seaters or larger',
  },
  { amount: 20, vehicles: ['standard-size panel van'], notice: '+$20 for a standard-size panel van' },
] as const;

/** Extras that come with every wash. */
export const ADDITIONAL_SERVICES = [
  { name: 'Vacuum', price: 'free', note: 'not always available' },
  { name: 'Door Wipe', price: 'free', note: null },
] as const;

export const LOCATIONS = ['Chaguanas Branch'] as const;
export type LocationName = (typeof LOCATIONS)[number];
export const DEFAULT_LOCATION: LocationName = LOCATIONS[0];

/** @example isKnownLocation('Chaguanas Branch') // true */
export function isKnownLocation(name: string): name is LocationName {
  return (LOCATIONS as readonly string[]).includes(name);
}
