/** The `code` a library or driver put on an error (Fastify's FST_…, PostgreSQL's SQLSTATE, Node's E…), if it is a string. */
export function errorCode(error: unknown): string | undefined {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
}
