import {
  Messages,
  searchById,
  searchByValidNumber,
  searchEmployeeNumbers,
  searchGlobalEmployeeIds,
  searchMobile,
} from '@console/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../../src/platform/core/http/error-handler.ts';
import { zodValidatorCompiler } from '../../src/platform/core/http/zod-schemas.ts';

// Every 000 §5 search validator of the contract, through the server's own validation and error
// handling (a small route carrying all of them), with the documents' exact messages.

// eslint-disable-next-line no-restricted-syntax -- the bare app's own route, not the API's search
const ROUTE = '/search';

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  app.setValidatorCompiler(zodValidatorCompiler);
  registerErrorHandling(app);
  app.get(
    ROUTE,
    {
      schema: {
        querystring: z.strictObject({
          search_by_id: searchById.optional(),
          id: searchByValidNumber.optional(),
          employee_numbers: searchEmployeeNumbers.optional(),
          global_employee_ids: searchGlobalEmployeeIds.optional(),
          mobile: searchMobile.optional(),
        }),
      },
    },
    async (request) => request.query,
  );
  await app.ready();
});
afterAll(() => app.close());

const search = (query: string) => app.inject({ method: 'GET', url: `${ROUTE}?${query}` });

describe('search validators (000 §5)', () => {
  it.each([
    ['search_by_id=abc', Messages.searchIdNumber],
    ['id=1.5', Messages.searchValidNumber],
    ['employee_numbers=2104517;1873402', Messages.searchEmployeeNumbers],
    ['employee_numbers=,,', Messages.searchEmployeeNumbers],
    ['global_employee_ids=,', Messages.searchGlobalEmployeeIds],
    ['global_employee_ids=NES1,%20NES-2', Messages.searchGlobalEmployeeIds],
    ['mobile=98765', Messages.searchMobile],
    ['mobile=98765432101', Messages.searchMobile],
  ])('%s → the document’s message', async (query, message) => {
    const response = await search(query);
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: { message: string }[] }>().errors[0]!.message).toBe(message);
  });

  it('accepts well-formed searches', async () => {
    const response = await search(
      'search_by_id=42&id=7&employee_numbers=2104517,1873402&global_employee_ids=NES1001,%20NES1002&mobile=9000000001',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ search_by_id: '42', mobile: '9000000001' });
  });
});
