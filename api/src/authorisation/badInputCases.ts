import { SAVE_FILE_LIMITS, type ApiCall } from '@kitchensync/schemas';
import { z } from 'zod';

/** One bad request: a JSON body (or raw text), or path parameters, the rest being valid. */
export interface BadInputCase {
  name: string;
  body?: unknown;
  rawBody?: string;
  params?: Record<string, string>;
}

const INJECTION = { $gt: '' };
const JSON_LIMIT_BYTES = 100 * 1024;
const IMPORT_LIMIT_BYTES = 2 * SAVE_FILE_LIMITS.maxBytes + 64 * 1024;

/** Path values no id ever has: separators, traversal, control and markup characters, very long. */
const ODD_IDS: Record<string, string> = {
  'a traversal': '../../etc/passwd',
  'a slash': 'a/b',
  'a percent sign': '100%',
  'a NUL character': 'a\u0000b',
  'markup and quotes': `<script>'"`,
  'an operator object as text': '{"$gt":""}',
  'emoji and a right-to-left mark': '🙂\u202e',
  '2,000 characters': 'x'.repeat(2000),
};

/** A value of another JSON type than `valid`; for a field left out of the valid body, a nested list. */
function wrongType(valid: unknown): unknown {
  if (Array.isArray(valid)) return 'not a list';
  if (typeof valid === 'string') return 12345;
  if (typeof valid === 'number') return 'not a number';
  if (typeof valid === 'boolean') return 'true';
  if (typeof valid === 'object' && valid !== null) return 'not an object';
  return [[1]];
}

function shapeOf(call: ApiCall): Record<string, z.ZodType> {
  return call.request instanceof z.ZodObject ? (call.request.shape as Record<string, z.ZodType>) : {};
}

/** Whether the call reads a JSON body at all (GET's request schema is its query string). */
export function takesBody(call: ApiCall): boolean {
  return call.method === 'POST' || call.method === 'PUT' || call.method === 'PATCH';
}

/**
 * The bad bodies of one call, generated from its request schema and a valid body: each top-level
 * field of the wrong type, each required field missing, `{"$gt": ""}` in each string field (and
 * list of strings), a JSON body that is no object, malformed JSON, and a body over the route's limit.
 */
export function badBodies(call: ApiCall, callName: string, valid: Record<string, unknown>): BadInputCase[] {
  const shape = shapeOf(call);
  const fields = Object.keys(shape);
  const cases: BadInputCase[] = [];
  for (const field of fields) {
    cases.push({ name: `${field} of the wrong type`, body: { ...valid, [field]: wrongType(valid[field]) } });
    if (!shape[field]!.safeParse(undefined).success) {
      const { [field]: _left, ...rest } = valid;
      cases.push({ name: `${field} missing`, body: rest });
    }
    const value = valid[field];
    if (typeof value === 'string') {
      cases.push({ name: `an operator object in ${field}`, body: { ...valid, [field]: INJECTION } });
    } else if (Array.isArray(value) && value.every((each) => typeof each === 'string')) {
      cases.push({
        name: `an operator object in the list ${field}`,
        body: { ...valid, [field]: [INJECTION] },
      });
    }
  }
  if (fields.length > 0) {
    cases.push({ name: 'a JSON list instead of an object', rawBody: JSON.stringify([valid]) });
    cases.push({ name: 'a JSON string instead of an object', rawBody: JSON.stringify('text') });
  }
  cases.push({ name: 'malformed JSON', rawBody: '{"a": ' });
  const limit = callName === 'importSave' ? IMPORT_LIMIT_BYTES : JSON_LIMIT_BYTES;
  cases.push({
    name: `a body over the ${Math.round(limit / 1024)} kB limit`,
    rawBody: JSON.stringify({ ...valid, padding: 'x'.repeat(limit + 1024) }),
  });
  return cases;
}

/** Unknown ids and odd characters in each path parameter, one parameter at a time. */
export function badParams(call: ApiCall, callName: string, valid: Record<string, string>): BadInputCase[] {
  const names = [...call.path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]!);
  const cases: BadInputCase[] = [];
  for (const param of names) {
    // A client domain is stored by host on PUT, so an unknown host is a new one, not a bad input.
    if (callName !== 'putClientDomain') {
      const unknown = param === 'seq' ? '999999' : `${param}_that_does_not_exist`;
      cases.push({ name: `an unknown ${param}`, params: { ...valid, [param]: unknown } });
    }
    for (const [label, value] of Object.entries(ODD_IDS)) {
      cases.push({ name: `${param} with ${label}`, params: { ...valid, [param]: value } });
    }
  }
  return cases;
}
