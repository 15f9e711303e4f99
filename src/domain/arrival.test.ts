import { describe, expect, it } from 'vitest';
import { UI_TEXT } from './messages';
import { specialArrivalWindow } from './arrival';

describe('specialArrivalWindow', () => {
  it('opens 20 minutes early and closes 45 minutes late', () => {
    expect(specialArrivalWindow('11:00 AM')).toEqual({ earliest: '10:40 AM', latest: '11:45 AM' });
    expect(specialArrivalWindow('7:30 AM')).toEqual({ earliest: '7:10 AM', latest: '8:15 AM' });
  });

  it('never runs past closing time (7:00 PM), on both sides of the boundary', () => {
    expect(specialArrivalWindow('6:00 PM')).toEqual({ earliest: '5:40 PM', latest: '6:45 PM' });
    expect(specialArrivalWindow('6:30 PM')).toEqual({ earliest: '6:10 PM', latest: '7:00 PM' });
  });

  it('refuses a time that is not a 12-hour time', () => {
    expect(() => specialArrivalWindow('18:30')).toThrow(RangeError);
  });

  it('says when to arrive and that the wash starts within 10 to 15 minutes of arrival', () => {
    expect(UI_TEXT.specialArrival('10:40 AM', '11:45 AM')).toBe('Arrive between 10:40 AM and 11:45 AM.');
    expect(UI_TEXT.washStart).toBe('The wash should start within 10 to 15 minutes of arrival.');
  });
});
