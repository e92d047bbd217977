import { eventGalleryEndpoints } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldHints } from './schema-hints.ts';

// The marks a form shows come from the endpoint's own schema: the event gallery's create body.

const body = eventGalleryEndpoints.create.body;

describe('fieldHints', () => {
  it('marks as required what accepts no empty value', () => {
    expect(fieldHints(body, 'title')).toEqual({ required: true, maxLength: 200 });
    expect(fieldHints(body, 'event_date').required).toBe(true);
    expect(fieldHints(body, 'branch_id')).toEqual({ required: true, maxLength: null });
    // Defaults, nullable and optional fields may be left empty.
    expect(fieldHints(body, 'description')).toEqual({ required: false, maxLength: 5000 });
    expect(fieldHints(body, 'segment_tag_id_list').required).toBe(false);
    expect(fieldHints(body, 'event_type_id').required).toBe(false);
  });

  it('reads a maximum through optional, nullable and pipes, and only of text', () => {
    const schema = z.strictObject({
      code: z.string().trim().max(12).nullable().optional(),
      day: z
        .string()
        .max(10)
        .pipe(z.string().regex(/^\d{4}-\d{2}-\d{2}$/)),
      ids: z.array(z.number()).max(3),
      list: z.array(z.number()).min(1),
    });
    expect(fieldHints(schema, 'code')).toEqual({ required: false, maxLength: 12 });
    expect(fieldHints(schema, 'day').maxLength).toBe(10);
    expect(fieldHints(schema, 'ids')).toEqual({ required: false, maxLength: null });
    // An empty list of choices is refused: required.
    expect(fieldHints(schema, 'list').required).toBe(true);
    expect(fieldHints(schema, 'absent')).toEqual({ required: false, maxLength: null });
  });
});
