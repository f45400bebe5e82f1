import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { PAGE_DATA_ELEMENT_ID } from '@common/contracts/seo';
import { seedQueriesFromPage } from './page-data';

/** The one method the seeding reads of a document. */
const pageWith = (text: string | null) =>
  ({ getElementById: (id: string) => (id === PAGE_DATA_ELEMENT_ID && text !== null ? { textContent: text } : null) }) as unknown as Document;

describe('seeding the query cache from the page', () => {
  it('caches each answer under its key', () => {
    const client = new QueryClient();
    const key = ['/api/jobs/:id', { id: 'a' }, {}] as const;
    seedQueriesFromPage(client, pageWith(JSON.stringify([{ key, data: { job: { title: 'Carpenter' } } }])));
    expect(client.getQueryData(key)).toEqual({ job: { title: 'Carpenter' } });
  });

  it('leaves the cache empty when the page has no data or unreadable data', () => {
    for (const text of [null, '', '{not json', '{"key":1}', '[{"data":1}]']) {
      const client = new QueryClient();
      seedQueriesFromPage(client, pageWith(text));
      expect(client.getQueryCache().getAll()).toHaveLength(0);
    }
  });
});
