import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PageDateZone, PageRenderTime, useNow } from './page-clock';
import { readerDateSnapshots, useReaderDate } from './use-reader-date';

// A deadline as the posting form sends it: the end of June 30 in Toronto, already July 1 in UTC.
const DEADLINE = '2026-07-01T03:59:59.000Z';

const zoneBefore = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/Toronto';
});
afterAll(() => {
  if (zoneBefore === undefined) delete process.env.TZ;
  else process.env.TZ = zoneBefore;
});

function ShowDate({ iso, language }: { iso: string | null; language: string }) {
  return createElement('span', null, useReaderDate(iso, language) ?? 'none');
}

function ShowNow() {
  return createElement('span', null, useNow().toISOString());
}

describe('useReaderDate', () => {
  it('is the UTC day on the server and while the browser takes the page over, the reader’s day in the browser', () => {
    const english = readerDateSnapshots(DEADLINE, 'en');
    expect(english.server()).toBe('July 1, 2026');
    expect(english.browser()).toBe('June 30, 2026');
    const french = readerDateSnapshots(DEADLINE, 'fr');
    expect(french.server()).toBe('1 juillet 2026');
    expect(french.browser()).toBe('30 juin 2026');
  });

  it('is the day in the zone the server wrote the page in, when it knew the reader’s', () => {
    expect(readerDateSnapshots(DEADLINE, 'en', 'America/Toronto').server()).toBe('June 30, 2026');
    expect(readerDateSnapshots(DEADLINE, 'fr', 'Pacific/Kiritimati').server()).toBe('1 juillet 2026');
    // In the browser, for a page written in its own zone: the day by the browser's clock, without Intl.
    expect(readerDateSnapshots(DEADLINE, 'en', 'local').server()).toBe('June 30, 2026');
    // A zone this runtime does not know: the reader's own day, not an error.
    expect(readerDateSnapshots(DEADLINE, 'en', 'Mars/Olympus_Mons').server()).toBe('June 30, 2026');
    const html = renderToString(
      createElement(PageDateZone, { value: 'America/Toronto' }, createElement(ShowDate, { iso: DEADLINE, language: 'en' })),
    );
    expect(html).toBe('<span>June 30, 2026</span>');
  });

  it('renders the server snapshot to HTML, and nothing for no date', () => {
    expect(renderToString(createElement(ShowDate, { iso: DEADLINE, language: 'en' }))).toBe('<span>July 1, 2026</span>');
    expect(renderToString(createElement(ShowDate, { iso: null, language: 'en' }))).toBe('<span>none</span>');
  });
});

describe('useNow', () => {
  it('is the moment the page was rendered at while it is the server’s HTML', () => {
    const renderedAt = Date.parse('2026-06-30T12:00:00.000Z');
    const html = renderToString(createElement(PageRenderTime, { value: renderedAt }, createElement(ShowNow)));
    expect(html).toBe('<span>2026-06-30T12:00:00.000Z</span>');
  });
});
