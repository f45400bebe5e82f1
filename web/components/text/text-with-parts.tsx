import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react';

// A translation with parts marked up (`New opportunity in {{city}}: <job>{{title}}</job>`), where
// the values are things people typed: job titles, names, cities. react-i18next's Trans component puts
// the values into the text first and then parses the whole as markup, so a title such as
// `<job style="x">` became an element and crashed the page. Here the template is split first,
// and every value is inserted afterwards as plain text: nothing a user typed is ever markup.

const TOKEN = /<([A-Za-z][\w-]*)>([\s\S]*?)<\/\1>|\{\{\s*([\w.]+)\s*\}\}/g;

function fillValues(text: string, values: Readonly<Record<string, string | number>>, keyPrefix: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)) {
    nodes.push(text.slice(last, match.index));
    nodes.push(<Fragment key={`${keyPrefix}-${match.index}`}>{String(values[match[1]!] ?? '')}</Fragment>);
    last = match.index + match[0].length;
  }
  nodes.push(text.slice(last));
  return nodes.filter((node) => node !== '');
}

/**
 * Renders `template` (a translation read without interpolation: `t(key, { skipInterpolation: true })`)
 * with `values` as text and each `<tag>…</tag>` as the element `parts[tag]` around its text.
 */
export function TextWithParts({
  template,
  values,
  parts,
}: {
  template: string;
  values: Readonly<Record<string, string | number>>;
  parts: Readonly<Record<string, ReactElement>>;
}) {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of template.matchAll(TOKEN)) {
    nodes.push(...fillValues(template.slice(last, match.index), values, `text-${last}`));
    const [, tag, inner, valueName] = match;
    if (valueName !== undefined) {
      nodes.push(...fillValues(match[0], values, `value-${match.index}`));
    } else {
      const part = parts[tag!];
      const content = fillValues(inner ?? '', values, `part-${match.index}`);
      nodes.push(
        part ? (
          cloneElement(part as ReactElement<{ children?: ReactNode }>, { key: `part-${match.index}` }, ...content)
        ) : (
          <Fragment key={`part-${match.index}`}>{content}</Fragment>
        ),
      );
    }
    last = match.index + match[0].length;
  }
  nodes.push(...fillValues(template.slice(last), values, `text-${last}`));
  return <>{nodes}</>;
}
