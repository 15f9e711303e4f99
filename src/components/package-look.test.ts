import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WASH_PACKAGES } from '../domain/catalogue';
import { PACKAGE_LOOKS } from './package-look';

describe('package looks', () => {
  it('has a look for every catalogue package and none for a package the catalogue does not have', () => {
    expect(Object.keys(PACKAGE_LOOKS).sort()).toEqual(WASH_PACKAGES.map((p) => p.id).sort());
    for (const p of WASH_PACKAGES) {
      const look = PACKAGE_LOOKS[p.id];
      expect(look.background).toMatch(/^#[0-9A-F]{6}$/i);
      expect(look.textColor).toMatch(/^#[0-9A-F]{6}$/i);
      expect(look.iconPath).not.toBe('');
    }
  });

  it("gives every package a card class in package-card.css with the look's colours", () => {
    const css = readFileSync('src/components/package-card.css', 'utf8').toLowerCase();
    for (const p of WASH_PACKAGES) {
      const rule = new RegExp(`\\.package-card--${p.id} \\{([^}]*)\\}`).exec(css)?.[1] ?? '';
      expect(rule).toContain(`--pkg-bg: ${PACKAGE_LOOKS[p.id].background.toLowerCase()};`);
      expect(rule).toContain(`--pkg-fg: ${PACKAGE_LOOKS[p.id].textColor.toLowerCase()};`);
    }
  });
});
