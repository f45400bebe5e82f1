import { z } from 'zod';
import { keyed, type NotFoundSubject } from '../messages';

// Path ids. One rule for a bad id (docs/decisions/008): an id that cannot name anything is a 404
// with the same message as an id that names nothing, so callers need one check, not two. The
// error handler turns any failed path parameter into that 404.

/** `{ id }` for a uuid-keyed thing: `uuidParams('event')` (its 404 says "That event was not found."). */
export function uuidParams(what: NotFoundSubject) {
  return z.object({ id: z.uuid(keyed(`notFound.${what}`)) });
}

/** A user id (Better Auth's text ids: letters, digits, - and _), under the path's own name. */
export function userIdParams<const Name extends string = 'userId'>(name: Name = 'userId' as Name) {
  const userId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, keyed('notFound.user'));
  return z.object({ [name]: userId } as { [K in Name]: typeof userId });
}
