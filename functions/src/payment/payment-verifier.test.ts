import { describe, expect, it } from 'vitest';
import { runsOnEmulators } from './index';

describe('runsOnEmulators', () => {
  it('is true only where the Functions emulator says so', () => {
    expect(runsOnEmulators({ FUNCTIONS_EMULATOR: 'true' })).toBe(true);
    expect(runsOnEmulators({})).toBe(false);
    expect(runsOnEmulators({ FUNCTIONS_EMULATOR: 'false' })).toBe(false);
  });
});
