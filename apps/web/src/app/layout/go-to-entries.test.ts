import { describe, expect, it } from 'vitest';
import { fakeMe } from '../../test-support/fake-me.ts';
import { goToEntries, matchEntries } from './go-to-entries.ts';

describe('Go to', () => {
  it('offers the built modules the user sees and the forms the user may open', () => {
    const me = fakeMe({
      visible_modules: ['announcement', 'gatepass', 'concern'],
      permissions: ['announcement_read', 'announcement_create'],
    });
    const entries = goToEntries(me);
    const labels = entries.map((entry) => entry.label);
    expect(labels).toContain('Announcements');
    expect(labels).toContain('New in Announcements');
    // Concerns are visible but not built yet: not offered as if they worked.
    expect(entries.some((entry) => entry.key === 'concern')).toBe(false);
    expect(entries.find((entry) => entry.key === 'announcement-new')?.path).toBe(
      '/announcement/form',
    );
  });

  it('offers no form without its write permission', () => {
    const me = fakeMe({ visible_modules: ['announcement'], permissions: ['announcement_read'] });
    expect(goToEntries(me).map((entry) => entry.key)).toEqual(['home', 'announcement']);
  });

  it('names a form after its module as it is spelled', () => {
    const me = fakeMe({
      visible_modules: ['wellness'],
      permissions: ['wellness'],
    });
    expect(goToEntries(me).map((entry) => entry.label)).toContain('New in Wellness');
  });

  it('finds entries by every typed word, in any order', () => {
    const me = fakeMe({
      visible_modules: ['announcement', 'wellness'],
      permissions: ['announcement_read', 'announcement_create', 'wellness_read'],
    });
    const entries = goToEntries(me);
    expect(matchEntries(entries, 'new ann').map((entry) => entry.key)).toEqual([
      'announcement-new',
    ]);
    expect(matchEntries(entries, 'well').map((entry) => entry.key)).toEqual(['wellness']);
    expect(matchEntries(entries, 'zzz')).toEqual([]);
  });
});
