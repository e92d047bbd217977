import { MODULES } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { arrangeModules } from './module-sort.ts';

const some = MODULES.filter((m) => ['announcement', 'concern', 'sms', 'gatepass'].includes(m.id));
const titles = (list: { title: string }[]) => list.map((m) => m.title);

describe('home module sort and search (000 §1)', () => {
  it('orders by title both ways and by menu order both ways', () => {
    expect(titles(arrangeModules(some, '', 'A to Z'))).toEqual([
      'Announcements',
      'Concerns',
      'Gate Pass',
      'SMS',
    ]);
    expect(titles(arrangeModules(some, '', 'Z to A'))).toEqual([
      'SMS',
      'Gate Pass',
      'Concerns',
      'Announcements',
    ]);
    expect(titles(arrangeModules(some, '', 'Order Ascending'))).toEqual(titles(some));
    expect(titles(arrangeModules(some, '', 'Order Descending'))).toEqual(titles(some).reverse());
  });

  it('finds titles containing the search, whatever the case', () => {
    expect(titles(arrangeModules(some, '  gATE ', 'A to Z'))).toEqual(['Gate Pass']);
    expect(arrangeModules(some, 'nothing like it', 'A to Z')).toEqual([]);
  });
});
