import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { defineCodes, HUES, type CodeOf } from './codes.ts';

const LIGHTS = defineCodes({
  Off: { code: 0, label: 'Off', colour: 'grey', meaning: 'stop' },
  Amber: { code: 2, label: 'Amber', colour: 'yellow', meaning: 'wait' },
  Green: { code: 1, label: 'Go', colour: 'green', meaning: 'go' },
});

const ROUNDS = defineCodes(
  {
    Open: { code: 'open', label: 'Open', colour: 'blue' },
    Closed: { code: 'closed', label: 'Closed', colour: 'red' },
  },
  { fallback: 'Open' },
);

describe('defineCodes', () => {
  it('answers name → code, and the codes in the order declared', () => {
    expect(LIGHTS.code).toEqual({ Off: 0, Amber: 2, Green: 1 });
    expect(LIGHTS.codes).toEqual([0, 2, 1]);
    expect(LIGHTS.labels).toEqual({ 0: 'Off', 1: 'Go', 2: 'Amber' });
  });

  it('types the codes as a union of literals', () => {
    expectTypeOf<CodeOf<typeof LIGHTS>>().toEqualTypeOf<0 | 1 | 2>();
    expectTypeOf(LIGHTS.code.Amber).toEqualTypeOf<2>();
    expectTypeOf<CodeOf<typeof ROUNDS>>().toEqualTypeOf<'open' | 'closed'>();
  });

  it('looks up labels, colours and extra words; an unknown code reads as itself in grey', () => {
    expect(LIGHTS.label(1)).toBe('Go');
    expect(LIGHTS.colour(2)).toBe('yellow');
    expect(LIGHTS.of(2).meaning).toBe('wait');
    expect(LIGHTS.entry(1)).toMatchObject({ name: 'Green', code: 1 });
    expect(LIGHTS.label(9)).toBe('9');
    expect(LIGHTS.colour(9)).toBe('grey');
    expect(LIGHTS.entry('1')).toBeUndefined();
    expect(() => LIGHTS.of(9 as 0)).toThrow('Not a code of this table: 9');
  });

  it('tells codes from other values, without a fallback reading them as undefined', () => {
    expect(LIGHTS.has(2)).toBe(true);
    expect(LIGHTS.has('2')).toBe(false);
    expect(LIGHTS.has(null)).toBe(false);
    expect(LIGHTS.read(2)).toBe(2);
    expect(LIGHTS.read(7)).toBeUndefined();
  });

  it('reads anything unknown as the fallback, its label and its colour', () => {
    expect(ROUNDS.read('closed')).toBe('closed');
    expect(ROUNDS.read('pending')).toBe('open');
    expect(ROUNDS.read(undefined)).toBe('open');
    expect(ROUNDS.label('pending')).toBe('Open');
    expect(ROUNDS.colour(null)).toBe('blue');
  });

  it('gives options for every code, or for the codes asked in their order', () => {
    expect(LIGHTS.options()).toEqual([
      { value: 0, label: 'Off' },
      { value: 2, label: 'Amber' },
      { value: 1, label: 'Go' },
    ]);
    expect(LIGHTS.options([1, 0])).toEqual([
      { value: 1, label: 'Go' },
      { value: 0, label: 'Off' },
    ]);
  });

  it('gives a code list a zod enum takes', () => {
    const round = z.enum(ROUNDS.codes);
    expect(round.parse('closed')).toBe('closed');
    expect(round.safeParse('pending').success).toBe(false);
  });

  it('refuses a table that repeats a code', () => {
    expect(() =>
      defineCodes({
        A: { code: 1, label: 'A', colour: 'red' },
        B: { code: 1, label: 'B', colour: 'blue' },
      }),
    ).toThrow('A code table repeats a code: 1, 1');
  });

  it('names every colour a hue of the documents or ours, once', () => {
    expect(new Set(HUES).size).toBe(HUES.length);
    expect(HUES).toEqual(expect.arrayContaining(['grey', 'yellow', 'green', 'red', 'blue']));
  });
});
