import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TextWithParts } from './text-with-parts';

const render = (template: string, values: Record<string, string>) =>
  renderToStaticMarkup(createElement(TextWithParts, { template, values, parts: { job: createElement('a', { href: '/jobs/1' }) } }));

describe('TextWithParts', () => {
  it('puts the values in as text and the tagged part inside its element', () => {
    expect(render('New in {{city}}: <job>{{title}}</job> at {{company}}', { city: 'Toronto', title: 'Baker', company: 'Crumbs' })).toBe(
      'New in Toronto: <a href="/jobs/1">Baker</a> at Crumbs',
    );
  });

  it('never reads a value as markup: a title with the template own tag stays text (it crashed the school dashboard)', () => {
    const html = render('New: <job>{{title}}</job> at {{company}}', {
      title: '<job style="x">evil</job><img src=x onerror=alert(1)>',
      company: '</script><script>alert(1)</script>{{title}}',
    });
    expect(html).toBe(
      'New: <a href="/jobs/1">&lt;job style=&quot;x&quot;&gt;evil&lt;/job&gt;&lt;img src=x onerror=alert(1)&gt;</a> at &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;{{title}}',
    );
  });

  it('shows a tag it has no element for as its text, and a missing value as nothing', () => {
    expect(render('<b>{{name}}</b>!{{missing}}', { name: 'Sam' })).toBe('Sam!');
  });
});
