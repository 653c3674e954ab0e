import {
  SAVE_FILE_LIMITS,
  PRESENTATION_IMAGE_DATA_URL_MAX_LENGTH,
  PRINTED_PRESENTATION_DATA_URL_MAX_LENGTH,
  SAVE_THUMBNAIL_DATA_URL_MAX_LENGTH,
  type ApiCall,
  type ApiErrorCode,
} from '@kitchensync/schemas';
import { z } from 'zod';

/** One bad request: a JSON body (or raw text), or path parameters, the rest being valid. */
export interface BadInputCase {
  name: string;
  body?: unknown;
  rawBody?: string;
  params?: Record<string, string>;
  /** Path parameters put in the URL as they are, unencoded. */
  rawParams?: Record<string, string>;
  /** A query string put in the URL as it is, without the `?`. */
  rawQuery?: string;
  /**
   * A query the route may also answer as if the odd part were not there (2xx): the query parser
   * decodes leniently and ignores keys no schema names. Whatever the answer, no 5xx and no change.
   */
  mayIgnore?: boolean;
  /** The one refusal that is right, where only one is (any catalogue 4xx otherwise). */
  code?: ApiErrorCode;
}

const INJECTION = { $gt: '' };
const JSON_LIMIT_BYTES = 100 * 1024;
const IMPORT_LIMIT_BYTES = 2 * SAVE_FILE_LIMITS.maxBytes + 64 * 1024;
const THUMBNAIL_LIMIT_BYTES = SAVE_THUMBNAIL_DATA_URL_MAX_LENGTH + 4 * 1024;
const PRESENTATION_IMAGE_LIMIT_BYTES = PRESENTATION_IMAGE_DATA_URL_MAX_LENGTH + 4 * 1024;
const PRINTED_PRESENTATION_LIMIT_BYTES = PRINTED_PRESENTATION_DATA_URL_MAX_LENGTH + 4 * 1024;

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

/** `%` escapes that decode to no text: cut off, bare, not hex, and the UTF-8 bytes of a lone surrogate. */
const UNDECODABLE_ESCAPES: Record<string, string> = {
  'a cut-off UTF-8 escape': '%E0%A4%A',
  'a bare percent sign': '100%',
  'an escape of no hex digits': '%ZZ',
  "a lone surrogate's UTF-8 escapes": '%ED%A0%80',
};

/** A lone surrogate, which JSON can carry as an escape but no UTF-8 store can hold. */
const LONE_SURROGATE = 'x\ud800y';
/** Nesting that overflows any recursive walk, in 20 kB: far under the body limits. */
const DEEP_LEVELS = 10_000;
const DEEP_MARK = '__deeply_nested__';

/** Where in a valid body the nested cases put their values: every object and every string. */
type Position = (string | number)[];

function positionsIn(value: unknown): { objects: Position[]; strings: Position[] } {
  const objects: Position[] = [];
  const strings: Position[] = [];
  const visit = (item: unknown, at: Position) => {
    if (typeof item === 'string') strings.push(at);
    else if (Array.isArray(item)) item.forEach((each, index) => visit(each, [...at, index]));
    else if (typeof item === 'object' && item !== null) {
      objects.push(at);
      for (const [key, each] of Object.entries(item)) visit(each, [...at, key]);
    }
  };
  visit(value, []);
  return { objects, strings };
}

/** `root` with the value at `at` replaced by `replace` of it, the rest copied. */
function changedAt(root: unknown, at: Position, replace: (value: unknown) => unknown): unknown {
  if (at.length === 0) return replace(root);
  const [head, ...rest] = at;
  if (Array.isArray(root))
    return root.map((each, index) => (index === head ? changedAt(each, rest, replace) : each));
  const object = root as Record<string, unknown>;
  return { ...object, [head!]: changedAt(object[head!], rest, replace) };
}

const named = (at: Position) => (at.length === 0 ? 'the body' : at.join('.'));

/**
 * Cases anywhere in a valid body: 10,000 nested arrays in a new member of each object, a lone
 * surrogate in a key of each object and in each string, and an operator object in each nested
 * string the request schema refuses it in (free-form members such as a session's `userInfo` may
 * hold one).
 */
function nestedBadBodies(call: ApiCall, valid: Record<string, unknown>): BadInputCase[] {
  const { objects, strings } = positionsIn(valid);
  const cases: BadInputCase[] = [];
  for (const at of objects) {
    const withDeep = changedAt(valid, at, (object) => ({ ...(object as object), nested: DEEP_MARK }));
    cases.push({
      name: `${DEEP_LEVELS} nested arrays in a new member of ${named(at)}`,
      rawBody: JSON.stringify(withDeep).replace(
        `"${DEEP_MARK}"`,
        '['.repeat(DEEP_LEVELS) + ']'.repeat(DEEP_LEVELS),
      ),
      code: 'request/too_deep',
    });
    cases.push({
      name: `a lone surrogate in a key of ${named(at)}`,
      body: changedAt(valid, at, (object) => ({ ...(object as object), [LONE_SURROGATE]: 1 })),
      code: 'request/invalid_text',
    });
  }
  const schemaReadsValid = call.request.safeParse(valid).success;
  for (const at of strings) {
    cases.push({
      name: `a lone surrogate in ${named(at)}`,
      body: changedAt(valid, at, () => LONE_SURROGATE),
      code: 'request/invalid_text',
    });
    const withOperator = changedAt(valid, at, () => INJECTION);
    if (at.length > 1 && schemaReadsValid && !call.request.safeParse(withOperator).success) {
      cases.push({ name: `an operator object in ${named(at)}`, body: withOperator });
    }
  }
  return cases;
}

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
 * list of strings), deep nesting, lone surrogates and operator objects anywhere in it
 * (`nestedBadBodies`), a JSON body that is no object, malformed JSON, and a body over the route's limit.
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
  cases.push(...nestedBadBodies(call, valid));
  cases.push({ name: 'malformed JSON', rawBody: '{"a": ' });
  const limit =
    callName === 'importSave'
      ? IMPORT_LIMIT_BYTES
      : callName === 'putSaveThumbnail'
        ? THUMBNAIL_LIMIT_BYTES
        : callName === 'addPresentationImage'
          ? PRESENTATION_IMAGE_LIMIT_BYTES
          : callName === 'addPrintedPresentation'
            ? PRINTED_PRESENTATION_LIMIT_BYTES
            : JSON_LIMIT_BYTES;
  cases.push({
    name: `a body over the ${Math.round(limit / 1024)} kB limit`,
    rawBody: JSON.stringify({ ...valid, padding: 'x'.repeat(limit + 1024) }),
  });
  return cases;
}

/**
 * Unknown ids, odd characters and undecodable `%` escapes in each path parameter, one parameter at a
 * time.
 */
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
    for (const [label, escape] of Object.entries(UNDECODABLE_ESCAPES)) {
      cases.push({
        name: `${param} with ${label}`,
        rawParams: { [param]: escape },
        code: 'request/invalid_path',
      });
    }
  }
  return cases;
}

/** Nested brackets that a nesting query parser (`qs`, `extended`) would turn into deep objects. */
const DEEP_QUERY_LEVELS = 1_000;

/**
 * Bad query strings for a GET call, on each field its query schema names (or an unnamed `q` for a
 * call that reads no query): undecodable escapes and a lone surrogate's UTF-8 escapes as a value, an
 * operator object in bracket syntax, deep bracket nesting, and a field repeated into a list.
 * Express 5's query parser decodes escapes leniently and makes no objects, so a route may answer
 * these as a plain query; a field it reads must refuse a list.
 */
export function badQueries(call: ApiCall): BadInputCase[] {
  if (call.method !== 'GET') return [];
  const named = Object.keys(shapeOf(call));
  const cases: BadInputCase[] = [];
  for (const field of named.length > 0 ? named : ['q']) {
    for (const [label, escape] of Object.entries(UNDECODABLE_ESCAPES)) {
      cases.push({ name: `query ${field} with ${label}`, rawQuery: `${field}=${escape}`, mayIgnore: true });
    }
    cases.push({
      name: `an operator object in query ${field}`,
      rawQuery: `${field}%5B%24gt%5D=&${field}[$ne]=x`,
      mayIgnore: true,
    });
    cases.push({
      name: `query ${field} nested ${DEEP_QUERY_LEVELS} brackets deep`,
      rawQuery: `${field}${'[a]'.repeat(DEEP_QUERY_LEVELS)}=1`,
      mayIgnore: true,
    });
    cases.push({
      name: `query ${field} repeated into a list`,
      rawQuery: `${field}=a&${field}=b`,
      mayIgnore: !named.includes(field),
    });
  }
  return cases;
}
