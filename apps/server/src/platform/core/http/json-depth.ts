import { Messages } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-error.ts';

/**
 * Deepest nesting of arrays and objects a JSON body may have. The contract's bodies nest a few
 * levels; anything far deeper is an attack on the code that walks parsed values, not a request.
 */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether the JSON text nests arrays and objects deeper than `max`: one pass over the text,
 * brackets inside strings skipped. Unbalanced text is left for the parser to refuse.
 */
export function exceedsJsonDepth(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c /* \ */) index += 1;
      else if (char === 0x22 /* " */) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x5b /* [ */ || char === 0x7b /* { */) {
      depth += 1;
      if (depth > max) return true;
    } else if (char === 0x5d /* ] */ || char === 0x7d /* } */) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * Fastify's own JSON parser (prototype poisoning refused), behind a depth check: a 20 KB body of
 * `[` answers 400 at once instead of reaching code that walks the parsed value.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // parseAs 'string' hands over text; the type allows a Buffer for other parseAs settings.
    const text = body.toString();
    if (exceedsJsonDepth(text, MAX_JSON_DEPTH)) {
      done(new HttpError(400, Messages.jsonTooDeep), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
