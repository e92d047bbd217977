import * as contract from '@console/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formTarget } from './form-target.ts';
import { EMPTY_VALUES } from './schema-hints.ts';

// What a ContractForm shows for a field left empty is in a person's words, for every body the
// contract has (issue 25: the meeting form's empty Starts said "Use a date and time as ISO 8601,
// e.g. 2026-11-21T09:30:00+05:30"; a field the contract gives no message said zod's "Invalid
// input: expected number, received undefined"). Each field of each body gets each value an
// empty control holds (the hints' own EMPTY_VALUES); the form's check must answer without
// naming a format, a pattern or a type.

const DEVELOPER_WORDS =
  /\bISO\b|\bregex|\bstring\b|\binteger\b|\bboolean\b|\bnull\b|\bundefined\b|\bNaN\b|Invalid input|expected|\d{4}-\d{2}-\d{2}T|YYYY|\btrue or false\b/;

type Endpointish = { method: string; path: string; body?: unknown };

/** Every endpoint of the contract with an object body (the ones a form can send). */
function bodies(): { name: string; schema: z.ZodObject }[] {
  const found = new Map<string, z.ZodObject>();
  for (const group of Object.values(contract)) {
    if (!group || typeof group !== 'object') continue;
    for (const endpoint of Object.values(group as Record<string, unknown>)) {
      const candidate = endpoint as Endpointish | null;
      if (!candidate || typeof candidate !== 'object' || !('method' in candidate)) continue;
      if (candidate.body instanceof z.ZodObject)
        found.set(`${candidate.method} ${candidate.path}`, candidate.body);
    }
  }
  return [...found].map(([name, schema]) => ({ name, schema }));
}

describe('what a form says about an empty field', () => {
  it('finds the bodies of the contract', () => {
    const names = bodies().map((body) => body.name);
    expect(names).toContain('POST /meeting');
    expect(names.length).toBeGreaterThan(50);
  });

  it('the meeting form asks for a start, in words', () => {
    const target = formTarget(contract.meetingEndpoints.create, async () => undefined);
    const checked = target.check({ title: 'Term plan', branch_id: 4 });
    expect(checked.ok).toBe(false);
    const issues = checked.ok ? [] : checked.issues;
    expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['meeting_at', 'Choose a date and time.'],
    ]);
  });

  it('never names a format, a pattern or a type', () => {
    const found: string[] = [];
    for (const { name, schema } of bodies()) {
      const target = formTarget(schema, async () => undefined);
      for (const field of Object.keys(schema.shape)) {
        for (const empty of EMPTY_VALUES) {
          const checked = target.check({ [field]: empty });
          if (checked.ok) continue;
          for (const issue of checked.issues) {
            if (issue.path[0] === field && DEVELOPER_WORDS.test(issue.message))
              found.push(`${name} ${field} ← ${JSON.stringify(empty)}: ${issue.message}`);
          }
        }
      }
    }
    expect([...new Set(found)]).toEqual([]);
  });
});
