import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type ZodSchema = z.core.$ZodType;

/** The zod schema of a response, as fastify hands it over (bare, or wrapped in `properties`). */
function zodSchemaOf(schema: unknown): ZodSchema | null {
  if (schema instanceof z.core.$ZodType) return schema;
  const wrapped = (schema as { properties?: unknown } | null)?.properties;
  return wrapped instanceof z.core.$ZodType ? wrapped : null;
}

type Writer = (data: unknown) => string;

/**
 * Each schema's writer, compiled once per process: compiling is most of the time an app takes to
 * build, and a process that builds several apps from the same declarations (the API tests' workers
 * build one per test file) reuses them. A writer keeps no state between calls.
 */
const compiledWriters = new WeakMap<ZodSchema, Writer | null>();

/**
 * A writer compiled from the schema's JSON Schema: it writes the declared fields only (so no
 * column a handler forgot to drop can leak) and throws on a missing required one. Null when the
 * schema has no faithful JSON Schema; zod then writes that response.
 */
export function compileFastWriter(schema: ZodSchema): Writer | null {
  if (compiledWriters.has(schema)) return compiledWriters.get(schema)!;
  let writer: Writer | null;
  try {
    const jsonSchema = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
    writer = fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
  } catch {
    writer = null;
  }
  compiledWriters.set(schema, writer);
  return writer;
}

/**
 * Responses are written by a compiled writer per route (fast-json-stringify), not by running zod
 * over every answer: on the job list, zod's check of 20 postings cost a quarter of the request
 * (decision 015). With `checkContract` (development and tests) every answer is also checked
 * against its zod schema first, so a handler that breaks its contract fails its tests.
 */
export function createResponseSerializer(options: { checkContract: boolean }): FastifySerializerCompiler<unknown> {
  const zodSerializer = createSerializerCompiler({});
  return (route) => {
    const checked = zodSerializer(route as Parameters<typeof zodSerializer>[0]);
    const schema = zodSchemaOf(route.schema);
    const write = schema && compileFastWriter(schema);
    if (!write) return checked;
    if (!options.checkContract) return write;
    return (data) => {
      checked(data);
      return write(data);
    };
  };
}
