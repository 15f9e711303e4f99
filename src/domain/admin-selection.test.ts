import { describe, expect, it } from 'vitest';
import { ADMIN_SELECTION_MAX, selectAll, toggleSelection, validateBulkUpdate } from './admin-selection';

describe('admin selection', () => {
  const ids = Array.from({ length: 151 }, (_, i) => `o${i}`);

  it('adds up to 150 orders and refuses the 151st', () => {
    expect(ADMIN_SELECTION_MAX).toBe(150);
    expect(toggleSelection(ids.slice(0, 149), 'x').selected).toHaveLength(150);
    expect(toggleSelection(ids.slice(0, 150), 'x')).toEqual({
      selected: ids.slice(0, 150),
      error: 'Maximum 150 orders can be selected at once.',
    });
    expect(toggleSelection(['a', 'b'], 'a')).toEqual({ selected: ['b'], error: null });
  });

  it('selects the first 150 when selecting all', () => {
    expect(selectAll(ids.slice(0, 150))).toEqual({ selected: ids.slice(0, 150), notice: null });
    expect(selectAll(ids)).toEqual({
      selected: ids.slice(0, 150),
      notice: 'Selected first 150 orders (maximum limit).',
    });
  });

  it('needs a status and at least one order for a bulk update', () => {
    expect(validateBulkUpdate({ status: '', selectedCount: 3 })).toEqual({
      ok: false,
      error: 'Please select a status to apply.',
    });
    expect(validateBulkUpdate({ status: 'pending', selectedCount: 3 }).ok).toBe(false);
    expect(validateBulkUpdate({ status: 'completed', selectedCount: 0 })).toEqual({
      ok: false,
      error: 'Please select at least one order.',
    });
    expect(validateBulkUpdate({ status: 'completed', selectedCount: 1 })).toEqual({
      ok: true,
      value: 'completed',
    });
  });
});
