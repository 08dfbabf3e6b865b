import { describe, expect, it } from 'vitest';
import { LOCK_SPACES } from './advisory-locks';

describe('advisory lock registry', () => {
  it('gives every use its own key space', () => {
    const spaces = Object.values(LOCK_SPACES);
    expect(new Set(spaces).size).toBe(spaces.length);
  });

  it('keeps every space a PostgreSQL int4', () => {
    for (const space of Object.values(LOCK_SPACES)) {
      expect(Number.isInteger(space) && space >= -(2 ** 31) && space < 2 ** 31).toBe(true);
    }
  });
});
