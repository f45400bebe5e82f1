import { util } from 'zod/v4/core';
import { fill, type MessageValue } from '@common/messages';

// zod's own messages ("Too big: expected string to have <=80 characters") in another language,
// written from the issue itself (its code, origin, limits), with the texts of
// server/locales/<language>/validation.json (docs/decisions/027). Messages the product wrote
// ("Title is required") carry their key, and are the catalogues' (docs/decisions/038), not these.

/** The parts of a zod issue the texts need (what fastify-type-provider-zod keeps of it). */
export interface ZodIssueLike {
  code?: string;
  /** zod's English message: the received type of invalid_type is read from it (zod drops the input). */
  message?: string;
  expected?: string;
  origin?: string;
  format?: string;
  maximum?: number | bigint;
  minimum?: number | bigint;
  inclusive?: boolean;
  exact?: boolean;
  values?: unknown[];
  keys?: string[];
  divisor?: number;
  prefix?: string;
  suffix?: string;
  includes?: string;
  /** The key of a message a contract wrote (common/messages.ts `keyed`), and its values. */
  messageKey?: string;
  messageParams?: Record<string, MessageValue>;
}

export interface ValidationTexts {
  /** By issue: `invalid_type`, `too_big_string_one`, `format_email`, … */
  messages: Record<string, string>;
  /** The names of the types zod expects and receives ("string": "du texte"). */
  types: Record<string, string>;
}

const SIZED_ORIGINS: Record<string, 'string' | 'array' | 'file'> = { string: 'string', array: 'array', set: 'array', map: 'array', file: 'file' };
const UUID_FORMATS = new Set(['uuid', 'uuidv4', 'uuidv6', 'uuidv7', 'guid', 'cuid', 'cuid2', 'ulid', 'xid', 'ksuid', 'nanoid']);

/** French plural: 0 and 1 take the singular. */
const countSuffix = (count: number) => (count <= 1 ? '_one' : '_other');

function sizeText(texts: ValidationTexts, kind: 'too_big' | 'too_small', issue: ZodIssueLike): string {
  const count = Number(kind === 'too_big' ? issue.maximum : issue.minimum);
  const sized = SIZED_ORIGINS[issue.origin ?? ''];
  if (sized && issue.exact && sized !== 'file') return fill(texts.messages[`exact_${sized}${countSuffix(count)}`]!, { count: String(count) });
  if (sized) return fill(texts.messages[`${kind}_${sized}${countSuffix(count)}`]!, { count: String(count) });
  const key = issue.inclusive === false ? `${kind}_value_exclusive` : `${kind}_value`;
  return fill(texts.messages[key]!, { count: String(count) });
}

function formatText(texts: ValidationTexts, issue: ZodIssueLike): string {
  const format = issue.format ?? '';
  if (format === 'starts_with') return fill(texts.messages.format_starts_with!, { prefix: issue.prefix ?? '' });
  if (format === 'ends_with') return fill(texts.messages.format_ends_with!, { suffix: issue.suffix ?? '' });
  if (format === 'includes') return fill(texts.messages.format_includes!, { includes: issue.includes ?? '' });
  if (UUID_FORMATS.has(format)) return texts.messages.format_uuid!;
  const known = texts.messages[`format_${format}`];
  return known ?? fill(texts.messages.format_other!, { format });
}

/** The issue's message in the language of `texts`. */
export function zodIssueText(texts: ValidationTexts, issue: ZodIssueLike): string {
  const typeName = (type: string | undefined) => texts.types[type ?? ''] ?? type ?? '';
  switch (issue.code) {
    case 'invalid_type': {
      const received = /, received (\S+)$/.exec(issue.message ?? '')?.[1];
      if (received === 'undefined' || received === undefined)
        return fill(texts.messages.invalid_type_missing!, { expected: typeName(issue.expected) });
      return fill(texts.messages.invalid_type!, { expected: typeName(issue.expected), received: typeName(received) });
    }
    case 'invalid_value': {
      const values = (issue.values ?? []) as util.Primitive[];
      if (values.length === 1) return fill(texts.messages.invalid_value_one!, { value: util.stringifyPrimitive(values[0]) });
      return fill(texts.messages.invalid_value_other!, { values: util.joinValues(values, '|') });
    }
    case 'too_big':
    case 'too_small':
      return sizeText(texts, issue.code, issue);
    case 'invalid_format':
      return formatText(texts, issue);
    case 'not_multiple_of':
      return fill(texts.messages.not_multiple_of!, { divisor: String(issue.divisor) });
    case 'unrecognized_keys': {
      const keys = issue.keys ?? [];
      return fill(texts.messages[`unrecognized_keys${countSuffix(keys.length)}`]!, { keys: util.joinValues(keys, ', ') });
    }
    case 'invalid_key':
    case 'invalid_element':
      return fill(texts.messages[issue.code]!, { origin: issue.origin ?? '' });
    case 'invalid_union':
      return texts.messages.invalid_union!;
    default:
      return texts.messages.other!;
  }
}
