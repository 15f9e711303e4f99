import { describe, expect, it } from 'vitest';
import {
  ADDITIONAL_SERVICES,
  DEFAULT_LOCATION,
  findPackageById,
  findPackageByName,
  isKnownLocation,
  LOCATIONS,
  VEHICLE_SURCHARGES,
  WASH_FEATURES,
  WASH_PACKAGES,
} from './catalogue';
import { parsePriceText } from './pricing';

const included = (id: string) =>
  findPackageById(id)
    ?.features.filter((f) => f.included)
    .map((f) => f.name);

describe('catalogue', () => {
  describe('wash packages', () => {
    it('holds the three packages of the spec table, first and in order (a package added later follows them)', () => {
      expect(WASH_PACKAGES.slice(0, 3).map((p) => [p.id, p.name, p.price, p.description])).toEqual([
        ['basic-wash', 'BASIC WASH', '$45', 'ON THE GO'],
        ['comfort-wash', 'COMFORT WASH', '$60', 'EXTRA PROTECTION'],
        ['premium-wash', 'PREMIUM WASH', '$75', 'EXTRA CLEAN'],
      ]);
    });

    it('keeps the numeric price in step with the price text', () => {
      for (const p of WASH_PACKAGES) expect(p.priceValue).toBe(parsePriceText(p.price));
    });

    it('lists the five features on every package, in order', () => {
      for (const p of WASH_PACKAGES) expect(p.features.map((f) => f.name)).toEqual([...WASH_FEATURES]);
    });

    it('includes the features of the spec table', () => {
      expect(included('basic-wash')).toEqual(['Wipe-free foam', 'Spray foam', 'Under-chassis spray']);
      expect(included('comfort-wash')).toEqual([
        'Wipe-free foam',
        'Spray foam',
        'Under-chassis spray',
        'Water wax',
      ]);
      expect(included('premium-wash')).toEqual([...WASH_FEATURES]);
    });
  });

  describe('lookups', () => {
    it('finds by id and by name, case-insensitively', () => {
      expect(findPackageById('premium-wash')?.name).toBe('PREMIUM WASH');
      expect(findPackageByName(' Comfort Wash ')?.id).toBe('comfort-wash');
    });

    it('answers undefined for an unknown package', () => {
      expect(findPackageById('gold-wash')).toBeUndefined();
      expect(findPackageByName('GOLD WASH')).toBeUndefined();
    });
  });

  describe('surcharges, extras and locations', () => {
    it('states the +$10 and +$20 vehicle surcharges', () => {
      expect(VEHICLE_SURCHARGES.map((s) => s.amount)).toEqual([10, 20]);
      expect(VEHICLE_SURCHARGES[1].notice).toBe('+$20 for a standard-size panel van');
    });

    it('offers vacuum and door wipe free', () => {
      expect(ADDITIONAL_SERVICES.map((s) => `${s.name} ${s.price}`)).toEqual([
        'Vacuum free',
        'Door Wipe free',
      ]);
    });

    it('has the single Chaguanas location', () => {
      expect(LOCATIONS).toEqual(['Chaguanas Branch']);
      expect(DEFAULT_LOCATION).toBe('Chaguanas Branch');
      expect(isKnownLocation('Chaguanas Branch')).toBe(true);
      expect(isKnownLocation('chaguanas branch')).toBe(false);
    });
  });
});
