import { describe, expect, it } from 'vitest';
import { groupDateTime } from './group-time.ts';

describe('groupDateTime', () => {
  it("writes a moment as the console does, on the group's clock (IST)", () => {
    expect(groupDateTime('2026-12-05T04:17:00Z')).toBe('05-Dec-2026 09:47 AM');
    expect(groupDateTime('2026-12-05T18:40:00Z')).toBe('06-Dec-2026 12:10 AM');
    expect(groupDateTime(new Date('2026-12-05T07:00:00Z'))).toBe('05-Dec-2026 12:30 PM');
  });
});
