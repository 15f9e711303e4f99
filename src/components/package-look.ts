import type { WashPackageId } from '../domain/catalogue';

/**
 * How each wash package looks on its card: colours and icon, keyed by package id. The business rules (names, prices,
 * features) stay in domain/catalogue.ts. The colours reach the card through `.package-card--<id>` in
 * package-card.css (the prerendered pages' CSP refuses style attributes), so a new look is a row here and a rule there.
 */
export interface PackageLook {
  background: string;
  textColor: string;
  /** An SVG path on a 24 x 24 view box. */
  iconPath: string;
}

const ICON_PATHS = {
  droplet: 'M12 3c4 5.5 7 9 7 12.5a7 7 0 0 1-14 0C5 12 8 8.5 12 3z',
  shield: 'M12 3l8 3v6c0 4.5-3.4 8.2-8 9-4.6-.8-8-4.5-8-9V6l8-3z',
  sparkles:
    'M12 2l2.2 6.3L20 10l-5.8 1.8L12 18l-2.2-6.2L4 10l5.8-1.7L12 2zM19 15l1 2.6 2.5 1-2.5.9L19 22l-1-2.5-2.5-.9 2.5-1L19 15z',
} as const;

export const PACKAGE_LOOKS: Record<WashPackageId, PackageLook> = {
  'basic-wash': { background: '#E3F2FD', textColor: '#0D47A1', iconPath: ICON_PATHS.droplet },
  'comfort-wash': { background: '#E8F5E9', textColor: '#1B5E20', iconPath: ICON_PATHS.shield },
  'premium-wash': { background: '#FFF8E1', textColor: '#E65100', iconPath: ICON_PATHS.sparkles },
};
