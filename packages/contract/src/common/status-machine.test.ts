import { describe, expect, expectTypeOf, it } from 'vitest';
import { defineCodes } from './codes.ts';
import { defineStatusMachine } from './status-machine.ts';

const ORDERS = defineCodes({
  Cancelled: { code: -1, label: 'Cancelled', colour: 'grey' },
  Placed: { code: 0, label: 'Placed', colour: 'yellow' },
  Packed: { code: 1, label: 'Packed', colour: 'blue' },
  Delivered: { code: 2, label: 'Delivered', colour: 'green' },
});

const ORDER_MACHINE = defineStatusMachine(ORDERS, {
  Placed: ['Packed', 'Cancelled'],
  Packed: ['Delivered', 'Packed'],
});

describe('defineStatusMachine', () => {
  it('lists every status with its moves, a status left out having none', () => {
    expect(ORDER_MACHINE.transitions).toEqual({ [-1]: [], 0: [1, -1], 1: [2, 1], 2: [] });
  });

  it('allows exactly the declared moves', () => {
    expect(ORDER_MACHINE.canMove(0, 1)).toBe(true);
    expect(ORDER_MACHINE.canMove(1, 1)).toBe(true);
    expect(ORDER_MACHINE.canMove(0, 2)).toBe(false);
    expect(ORDER_MACHINE.canMove(2, 0)).toBe(false);
    expect(ORDER_MACHINE.canMove(-1, 0)).toBe(false);
  });

  it('refuses moves from or to a value that is not a status', () => {
    expect(ORDER_MACHINE.canMove(7, 1)).toBe(false);
    expect(ORDER_MACHINE.canMove(0, 7)).toBe(false);
    expect(ORDER_MACHINE.canMove('0', 1)).toBe(false);
    expect(ORDER_MACHINE.nextStatuses(7)).toEqual([]);
  });

  it('answers the next statuses in the declared order, typed as the codes', () => {
    expect(ORDER_MACHINE.nextStatuses(0)).toEqual([1, -1]);
    expectTypeOf(ORDER_MACHINE.nextStatuses(0)).toEqualTypeOf<readonly (0 | 1 | 2 | -1)[]>();
  });

  it('calls a status nothing leaves final', () => {
    expect(ORDERS.codes.filter((code) => ORDER_MACHINE.isFinal(code))).toEqual([-1, 2]);
    expect(ORDER_MACHINE.isFinal(99)).toBe(true);
  });

  it('explains a refusal by the labels unless the module gives its words', () => {
    expect(ORDER_MACHINE.refusal(0, 1)).toBeNull();
    expect(ORDER_MACHINE.refusal(2, 0)).toBe('Delivered cannot move to Placed.');

    const seen: unknown[] = [];
    const worded = defineStatusMachine(
      ORDERS,
      { Placed: ['Packed'] },
      {
        whyNot: (from, to) => {
          seen.push([from, to]);
          return from === undefined ? 'No such order.' : `Not from ${ORDERS.label(from)}.`;
        },
      },
    );
    expect(worded.refusal(0, 1)).toBeNull();
    expect(worded.refusal(1, 2)).toBe('Not from Packed.');
    expect(worded.refusal(42, 1)).toBe('No such order.');
    expect(seen).toEqual([
      [1, 2],
      [undefined, 1],
    ]);
  });
});
