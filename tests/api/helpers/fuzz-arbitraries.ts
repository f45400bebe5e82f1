import fc from 'fast-check';
import type { z } from 'zod';

// Request parts generated from an endpoint's zod schemas (tests/api/fuzz.test.ts): for every
// field, sometimes a value the schema accepts, sometimes one at or past its bounds, sometimes
// the wrong type or hostile text, sometimes nothing; plus fields nobody declared.

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Text that has broken servers: markup, SQL, NUL, bidi overrides, lone surrogates, huge words, odd dates and numbers. */
export const HOSTILE_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  'null',
  'undefined',
  'NaN',
  '-1',
  '0',
  '-0',
  '1e308',
  '-1e308',
  '9'.repeat(400),
  'a'.repeat(10_000),
  '<script>alert(1)</script>',
  '</script><img src=x onerror=alert(1)>',
  // The patterns String.replace expands in a replacement string (docs/security.md).
  "$`$&$'$1$$",
  '$`'.repeat(150),
  '<job style="x">',
  "'; drop table users; --",
  "' or '1'='1",
  '%',
  '_',
  '\\',
  '%00',
  '..%2F..%2Fetc%2Fpasswd',
  '../../etc/passwd',
  '\u202Eevil\u202C',
  '\u200B',
  '\uFEFF',
  '\uD800',
  '\uDFFF',
  '😀'.repeat(100),
  'Ⅻ',
  'ﬀ',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  '2024-02-30',
  '2024-02-30T00:00:00Z',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59Z',
  '275760-09-13T00:00:00Z',
  '1969-12-31T23:59:59.999Z',
  '2026-11-23T10:00:00+23:59',
  'infinity',
  '-infinity',
  'epoch',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'someone@example.com',
  'a@b',
  '@',
  'https://evil.example/x',
  'javascript:alert(1)',
  'data:text/html,<b>x</b>',
] as const;

const hostileText = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
);

const hostileNumber = fc.oneof(
  fc.constantFrom(0, -1, 1, -0, 2 ** 31, 2 ** 31 - 1, -(2 ** 31), 2 ** 53, Number.MAX_SAFE_INTEGER + 2, 1e308, -1e308, 0.5, 1e-300),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** A value of the wrong type, or hostile text: for any field. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileText },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(fc.oneof(hostileText, hostileNumber), { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(hostileText, hostileNumber, fc.constant(null)), { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.constant(Array.from({ length: 2000 }, (_, index) => index)) },
);

function plausibleString(schema: z.ZodType): fc.Arbitrary<string> {
  const def = defOf(schema);
  const sized = schema as unknown as { minLength: number | null; maxLength: number | null };
  const min = sized.minLength ?? 0;
  const max = sized.maxLength ?? 60;
  const atBounds = fc.constantFrom(
    'x'.repeat(min),
    'x'.repeat(Math.max(min - 1, 0)),
    'x'.repeat(Math.min(max, 5000)),
    'x'.repeat(Math.min(max + 1, 5001)),
  );
  switch (def.format) {
    case 'email':
      return fc.oneof(fc.emailAddress(), atBounds);
    case 'uuid':
    case 'guid':
      return fc.uuid();
    case 'url':
      return fc.oneof(fc.webUrl(), fc.constant('https://example.com/a'));
    case 'datetime':
    case 'date':
      return fc.oneof(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2200-01-01'), noInvalidDate: true }).map((date) => date.toISOString()),
        fc.constantFrom('2024-02-29T12:00:00Z', '2026-12-31T23:59:59.999Z'),
      );
    default:
      return fc.oneof({ weight: 3, arbitrary: fc.string({ minLength: min, maxLength: Math.min(max, 80) }) }, { weight: 1, arbitrary: atBounds });
  }
}

function plausibleNumber(schema: z.ZodType): fc.Arbitrary<number> {
  const bounded = schema as unknown as { minValue: number | null; maxValue: number | null; isInt?: boolean };
  const min = Number.isFinite(bounded.minValue) ? bounded.minValue! : -1000;
  const max = Number.isFinite(bounded.maxValue) ? bounded.maxValue! : 1000;
  const low = Math.max(min, -1e6);
  const high = Math.min(max, 1e6);
  return fc.oneof(fc.integer({ min: Math.ceil(low), max: Math.max(Math.ceil(low), Math.floor(high)) }), fc.constantFrom(min, max, min - 1, max + 1));
}

/** A value shaped like the schema (mostly valid; at and just past the bounds sometimes). */
export function plausibleValue(schema: z.ZodType, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant(null);
  const def = defOf(schema);
  const inner = (key: string) => plausibleValue(def[key] as z.ZodType, depth + 1);
  switch (def.type) {
    case 'optional':
      return fc.oneof({ weight: 4, arbitrary: inner('innerType') }, { weight: 1, arbitrary: fc.constant(undefined) });
    case 'nullable':
      return fc.oneof({ weight: 4, arbitrary: inner('innerType') }, { weight: 1, arbitrary: fc.constant(null) });
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return inner('innerType');
    case 'pipe':
      return inner('in');
    case 'lazy':
      return plausibleValue((def.getter as () => z.ZodType)(), depth + 1);
    case 'string':
      return plausibleString(schema);
    case 'number':
    case 'int':
      return plausibleNumber(schema);
    case 'bigint':
      return fc.bigInt({ min: -1000n, max: 1000n }).map(String);
    case 'boolean':
      return fc.boolean();
    case 'date':
      return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, string>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(inner('element'), { maxLength: 4 });
    case 'object':
      return objectOf(schema, depth);
    case 'union':
      return fc.oneof(...(def.options as z.ZodType[]).map((option) => plausibleValue(option, depth + 1)));
    case 'intersection':
      return fc
        .tuple(inner('left'), inner('right'))
        .map(([left, right]) => (isPlainObject(left) && isPlainObject(right) ? { ...left, ...right } : left));
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 10 }), inner('valueType'), { maxKeys: 3 });
    default:
      return hostileValue;
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** One field: mostly plausible, often hostile, sometimes left out. */
export function fieldValue(schema: z.ZodType, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 5, arbitrary: plausibleValue(schema, depth + 1) },
    { weight: 3, arbitrary: hostileValue },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

const EXTRA_FIELDS = fc.dictionary(
  fc.constantFrom('extra', 'role', 'id', 'userId', 'isAdmin', 'constructor', 'prototype', '__proto__'),
  hostileValue,
  {
    maxKeys: 2,
  },
);

/** An object for an object schema: each field from fieldValue, sometimes with fields nobody declared. */
export function objectOf(schema: z.ZodType, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const def = defOf(schema);
  const shape = (def.shape ?? {}) as Record<string, z.ZodType>;
  const fields = Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, fieldValue(field, depth)]));
  return fc.tuple(fc.record(fields), fc.option(EXTRA_FIELDS, { freq: 4 })).map(([record, extra]) => {
    const value: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(record)) if (item !== undefined) value[key] = item;
    // Through defineProperty, so "__proto__" is an own field as JSON.parse would make it.
    for (const [key, item] of Object.entries(extra ?? {})) Object.defineProperty(value, key, { value: item, enumerable: true, writable: true });
    return value;
  });
}

/** A JSON body: the schema's object most of the time, else a whole body of the wrong type. */
export function bodyOf(schema: z.ZodType | undefined): fc.Arbitrary<unknown> {
  const wrongBody = fc.oneof(
    fc.constant(null),
    fc.constant([]),
    hostileText,
    hostileNumber,
    fc.constant({}),
    fc.array(hostileValue, { maxLength: 3 }),
  );
  if (!schema) return fc.option(fc.oneof(wrongBody, EXTRA_FIELDS), { freq: 2, nil: undefined });
  return fc.oneof({ weight: 6, arbitrary: plausibleValue(schema) }, { weight: 1, arbitrary: wrongBody });
}

/** A value as a query string carries it. */
export function asQueryText(value: unknown): string[] {
  if (value === undefined) return [];
  if (Array.isArray(value) && value.length <= 5) return value.flatMap(asQueryText);
  if (typeof value === 'string') return [value];
  return [typeof value === 'object' ? JSON.stringify(value) : String(value)];
}

/** encodeURIComponent, except that a lone surrogate (which it refuses) goes as the bytes a careless client sends. */
export function encodeLoosely(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return text.replace(/[\uD800-\uDFFF]/g, '%ED%A0%80').replace(/[^%A-Za-z0-9._~-]/g, (char) => {
      try {
        return encodeURIComponent(char);
      } catch {
        return '%ED%A0%80';
      }
    });
  }
}

/** Query strings no encoder would write: broken escapes, repeated keys, bare keys. */
export const RAW_QUERY_JUNK = [
  '%',
  '%E0%A4%A',
  'cursor=%FF%FE',
  'limit=1&limit=2&limit=',
  'a[b]=c',
  '&&&',
  '=',
  'cursor',
  '%00=%00',
  'q=%2500',
] as const;
