import { z } from 'zod';

/**
 * One block of a content page, as written in locales/<language>/content.json. The copy lives in
 * the locale file (so it can be translated); this schema keeps a typo there from breaking a page.
 */
export const contentSectionSchema = z.object({
  heading: z.string(),
  paragraphs: z.array(z.string()).optional(),
  list: z.array(z.string()).optional(),
  /** A numbered list of steps rather than bullets. */
  ordered: z.boolean().optional(),
});
export type ContentSection = z.infer<typeof contentSectionSchema>;

/** Reads an array from a `returnObjects` translation; anything malformed becomes an empty list. */
export function readList<T>(schema: z.ZodType<T>, value: unknown): T[] {
  const parsed = z.array(schema).safeParse(value);
  return parsed.success ? parsed.data : [];
}
