import { randomBytes } from 'node:crypto';
import { REFERENCE_LENGTH, referenceFromValues } from '@common/public-reference';

/**
 * A new reference for a public record: 12 characters of Crockford base32 drawn from the system's
 * secure random source (each byte's low 5 bits: 60 random bits in all), so nobody can guess one
 * that was issued (docs/product/placements.md#verifying-a-reference).
 */
export function newReference(): string {
  return referenceFromValues(randomBytes(REFERENCE_LENGTH));
}
