import {
  CategoryMessages,
  ContentMessages,
  DEFAULT_CATEGORY_COLOUR,
  type ContentCategory,
  type ContentItem,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type SignedIn, type TestApp } from '../harness.ts';
import {
  CATEGORY_KINDS,
  bodyOf,
  callerAs,
  clearContent,
  firstError,
  type Call,
} from './content-test-kit.ts';

// Categories of announcements and wellness (000 §3, §4, §5, §7): the form's messages and
// limits, the slug and colour rules, unique names per module, superusers only, and no delete
// while items use one.

let t: TestApp;
let admin: SignedIn;
let principal: SignedIn;
let call: Call;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('superuser');
  principal = await t.signIn('principal');
  call = callerAs(t, () => admin);
  await clearContent(t);
});
afterAll(() => t?.close());

const valid = { name: 'Sports Day!', display_label: '  Sports  ' };

describe.each(CATEGORY_KINDS)('$endpoints.categories.list.path', (kind) => {
  const { categories } = kind.endpoints;
  let id: number;

  it('starts empty', async () => {
    const response = await call(categories.list);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
    expect(response.headers['x-total-count']).toBe('0');
  });

  it('adds a category: the name as a lowercase slug, the label trimmed, the default colour', async () => {
    const response = await call(categories.create, { body: valid });
    expect(response.statusCode, response.body).toBe(201);
    const category = response.json<ContentCategory>();
    id = category.id;
    expect(category).toEqual({
      id,
      name: 'sports-day',
      display_label: 'Sports',
      description: null,
      colour_hex_code: DEFAULT_CATEGORY_COLOUR,
      item_count: 0,
    });
    expect(DEFAULT_CATEGORY_COLOUR).toBe('#A461D8');
    const blank = await call(categories.create, {
      body: {
        name: 'Élan Vital 2',
        display_label: 'Elan',
        colour_hex_code: '',
        description: ' Spirit ',
      },
    });
    expect(blank.json<ContentCategory>()).toMatchObject({
      name: 'elan-vital-2',
      colour_hex_code: '#A461D8',
      description: 'Spirit',
    });
    const coloured = await call(categories.create, {
      body: {
        name: 'exams',
        display_label: 'Exams',
        colour_hex_code: '#d4380d',
      },
    });
    expect(coloured.json<ContentCategory>().colour_hex_code).toBe('#D4380D');
  });

  it('answers the form’s messages (000 §5) and its limits (30, 30, 255)', async () => {
    const message = async (body: Record<string, unknown>) => {
      const response = await call(categories.create, { body });
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      return firstError(response);
    };
    expect(await message({ display_label: 'X' })).toBe('Name is required');
    expect(await message({ name: '  ', display_label: 'X' })).toBe(CategoryMessages.nameRequired);
    expect(await message({ name: 'x' })).toBe('Display label is required');
    expect(await message({ name: 'x', display_label: ' ' })).toBe(
      CategoryMessages.displayLabelRequired,
    );
    expect(await message({ name: 'a'.repeat(31), display_label: 'X' })).toBe(
      CategoryMessages.nameTooLong,
    );
    expect(await message({ name: 'x', display_label: 'a'.repeat(31) })).toBe(
      CategoryMessages.displayLabelTooLong,
    );
    expect(await message({ name: 'x', display_label: 'X', description: 'a'.repeat(256) })).toBe(
      CategoryMessages.descriptionTooLong,
    );
    expect(await message({ name: '!!!', display_label: 'X' })).toBe(CategoryMessages.nameNotSlug);
    expect(await message({ name: 'x', display_label: 'X', colour_hex_code: 'purple' })).toBe(
      CategoryMessages.colourFormat,
    );
    // At the limits: accepted.
    const longest = await call(categories.create, {
      body: {
        name: 'b'.repeat(30),
        display_label: 'c'.repeat(30),
        description: 'd'.repeat(255),
      },
    });
    expect(longest.statusCode).toBe(201);
    await call(categories.remove, { params: { id: longest.json<ContentCategory>().id } });
  });

  it('keeps names unique in the module, after slugging', async () => {
    const taken = await call(categories.create, {
      body: { name: 'SPORTS day', display_label: 'Again' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json<{ message: string }>().message).toBe(CategoryMessages.nameTaken);
  });

  it('changes a category by the id in the address or in the body', async () => {
    const byAddress = await call(categories.update, {
      params: { id },
      body: {
        name: 'Sports Day',
        display_label: 'Sports & games',
        colour_hex_code: '#389e0d',
      },
    });
    expect(byAddress.statusCode, byAddress.body).toBe(200);
    expect(byAddress.json<ContentCategory>()).toMatchObject({
      id,
      name: 'sports-day',
      display_label: 'Sports & games',
      colour_hex_code: '#389E0D',
    });
    const byBody = await call(categories.updateWithIdInBody, {
      body: { id, name: 'games', display_label: 'Games' },
    });
    expect(byBody.statusCode, byBody.body).toBe(200);
    expect(byBody.json<ContentCategory>()).toMatchObject({
      id,
      name: 'games',
      display_label: 'Games',
    });
    const taken = await call(categories.update, {
      params: { id },
      body: { name: 'exams', display_label: 'Games' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json<{ message: string }>().message).toBe(CategoryMessages.nameTaken);
    expect(
      (await call(categories.update, { params: { id: 987654 }, body: valid })).statusCode,
    ).toBe(404);
    expect(
      (await call(categories.updateWithIdInBody, { body: { ...valid, id: 987654 } })).statusCode,
    ).toBe(404);
    const noId = await call(categories.updateWithIdInBody, { body: valid });
    expect(noId.statusCode).toBe(422);
  });

  it('is changed by superusers only; anyone who reads the module lists it', async () => {
    expect((await call(categories.list, {}, principal)).statusCode).toBe(200);
    expect(
      (await call(categories.create, { body: { name: 'mine', display_label: 'Mine' } }, principal))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(categories.update, { params: { id }, body: valid }, principal)).statusCode,
    ).toBe(403);
    expect(
      (await call(categories.updateWithIdInBody, { body: { ...valid, id } }, principal)).statusCode,
    ).toBe(403);
    expect((await call(categories.remove, { params: { id } }, principal)).statusCode).toBe(403);
  });

  it('items take only the module’s own categories, and count in item_count', async () => {
    const item = await call(kind.endpoints.create, { body: bodyOf(kind.key, { category: id }) });
    expect(item.statusCode, item.body).toBe(201);
    expect(item.json<ContentItem & { category: number }>().category).toBe(id);
    const listed = (await call(categories.list)).json<ContentCategory[]>();
    expect(listed.find((category) => category.id === id)!.item_count).toBe(1);
    // The item reaches every branch: the principal's count must not reveal it.
    const principalList = (await call(categories.list, {}, principal)).json<ContentCategory[]>();
    expect(principalList.find((category) => category.id === id)!.item_count).toBe(0);

    const other = CATEGORY_KINDS.find((k) => k.key !== kind.key)!;
    const foreign = await t.db.execute<{ id: number }>(sql`
      INSERT INTO content_categories (module, name, display_label)
      VALUES (${other.key}, ${`foreign-${kind.key}`}, 'Foreign') RETURNING id`);
    for (const category of [foreign.rows[0]!.id, 987654]) {
      const response = await call(kind.endpoints.create, { body: bodyOf(kind.key, { category }) });
      expect(response.statusCode).toBe(422);
      expect(firstError(response)).toBe(ContentMessages.categoryNotFound);
    }
    await t.db.execute(sql`DELETE FROM content_categories WHERE id = ${foreign.rows[0]!.id}`);
  });

  it('refuses to delete a category in use; deleted items do not count and let go of it', async () => {
    const inUse = await call(categories.remove, { params: { id } });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json<{ message: string }>().message).toBe(CategoryMessages.inUse);
    const items = (await call(kind.endpoints.list, { query: { category: id } })).json<
      ContentItem[]
    >();
    for (const item of items) await call(kind.endpoints.remove, { params: { id: item.id } });
    const listed = (await call(categories.list)).json<ContentCategory[]>();
    expect(listed.find((category) => category.id === id)!.item_count).toBe(0);
    expect((await call(categories.remove, { params: { id } })).statusCode).toBe(204);
    expect((await call(categories.list)).json<ContentCategory[]>().map((c) => c.id)).not.toContain(
      id,
    );
    const orphaned = await t.db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM ${sql.identifier(kind.table)} WHERE category_id = ${id}`);
    expect(orphaned.rows[0]!.n).toBe(0);
    expect((await call(categories.remove, { params: { id } })).statusCode).toBe(404);
  });

  it('lists by display label', async () => {
    const labels = (await call(categories.list))
      .json<ContentCategory[]>()
      .map((c) => c.display_label);
    expect(labels).toEqual(
      [...labels].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
  });
});

describe('category messages of the console', () => {
  it('are the documents’ words', () => {
    expect(CategoryMessages.colourRequired).toBe('Color code is required');
    expect(CategoryMessages.actionOk).toBe('Category action executed successfully');
    expect(CategoryMessages.actionFailed).toBe('Category action could not be executed. Try again');
  });
});
