import { describe, expect, it, vi } from 'vitest';
import { faultPoint } from './fault-drills';

describe('faultPoint', () => {
  it('does nothing and reads nothing outside the Functions emulator, even where a drill document exists', async () => {
    const die = vi.fn();
    // No emulator host is set: a read would fail for want of credentials, so returning proves nothing was read.
    await faultPoint('confirmBooking-afterCommit', 'uid-1', { FUNCTIONS_EMULATOR: 'false' }, die);
    await faultPoint('confirmBooking-afterCommit', 'uid-1', {}, die);
    expect(die).not.toHaveBeenCalled();
  });
});
