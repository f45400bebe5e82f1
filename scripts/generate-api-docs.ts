// Writes the table of API calls in docs/product/api.md from the endpoint declarations
// (common/endpoints, docs/decisions/009): each call's method and path, who may call it (its
// `access`), what it takes (query and body fields of its schemas) and its summary. The table sits
// between the two marker comments below; everything around them is written by hand.
//
//   npx tsx scripts/generate-api-docs.ts           rewrites the table
//   npx tsx scripts/generate-api-docs.ts --check   changes nothing; exits 1 when the file differs
//                                                  from what the script would write (CI)
//
// A new file of declarations must be given a section in SECTIONS: the script refuses to run without.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import type { Access } from '../common/api/access';
import type { EndpointDeclaration } from '../common/api/endpoint';
import { ALL_ENDPOINT_GROUPS } from '../common/endpoints/all-endpoints';

type Group = keyof typeof ALL_ENDPOINT_GROUPS;

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DOC = 'docs/product/api.md';
const BEGIN =
  '<!-- BEGIN GENERATED API CALLS: written by scripts/generate-api-docs.ts (npm run docs:api) from common/endpoints; do not edit by hand -->';
const END = '<!-- END GENERATED API CALLS -->';

/** The product areas of the table, in order: a title, the product page with their rules, and their files of declarations. */
const SECTIONS: ReadonlyArray<{ title: string; page: string; groups: readonly Group[] }> = [
  { title: 'Platform', page: 'screens.md', groups: ['platformEndpoints'] },
  { title: 'Accounts', page: 'accounts.md', groups: ['authEndpoints', 'accountEndpoints', 'consentEndpoints'] },
  { title: 'Export my data', page: 'school-sign-in.md', groups: ['dataExportsEndpoints'] },
  { title: 'Profiles and resumes', page: 'profiles.md', groups: ['profilesEndpoints', 'filesEndpoints', 'profileImagesEndpoints'] },
  { title: 'Jobs and applications', page: 'jobs.md', groups: ['jobsEndpoints', 'savedSearchesEndpoints', 'placesEndpoints'] },
  { title: 'Answers, interviews, offers and deadlines', page: 'applications.md', groups: ['applicationsEndpoints'] },
  {
    title: 'Schools and documents',
    page: 'schools.md',
    groups: ['institutionsEndpoints', 'schoolLinksEndpoints', 'classCodesEndpoints', 'documentsEndpoints', 'partnersEndpoints'],
  },
  { title: 'School sign-in, roster import, class codes and data export', page: 'school-sign-in.md', groups: ['rosterImportsEndpoints'] },
  { title: 'Placements and their agreements', page: 'placements.md', groups: ['placementsEndpoints', 'guardianEndpoints'] },
  {
    title: 'Hours, evaluation and certificate',
    page: 'placement-hours.md',
    groups: ['placementHoursEndpoints', 'supervisorEndpoints', 'placementClosureEndpoints'],
  },
  { title: 'Events', page: 'events.md', groups: ['eventsEndpoints'] },
  { title: 'Placements and their agreements', page: 'placements.md', groups: ['verifyEndpoints'] },
  { title: 'Messages', page: 'messages.md', groups: ['messagesEndpoints'] },
  { title: 'Notifications', page: 'notifications.md', groups: ['notificationsEndpoints'] },
  { title: 'Administration', page: 'admin.md', groups: ['adminEndpoints', 'mailAdminEndpoints'] },
  { title: 'Public pages, newsletter and contact', page: 'public-pages.md', groups: ['newsletterEndpoints', 'contactEndpoints'] },
  { title: "Schools' own sign-in", page: 'school-sign-in.md', groups: ['schoolSignInEndpoints'] },
];

/** 'savedSearchesEndpoints' -> 'common/endpoints/saved-searches.ts'. */
const fileOf = (group: Group) => `common/endpoints/${group.replace(/Endpoints$/, '').replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.ts`;

/** A table cell's text: pipes escaped, no line breaks. */
const cell = (text: string) => text.replace(/\s+/g, ' ').replace(/\|/g, '\\|');

/** One table row; an empty cell is a single space. */
const tableRow = (cells: string[]) => `|${cells.map((text) => (text ? ` ${cell(text)} ` : ' ')).join('|')}|`;

/** '/api/jobs/:id' -> '/api/jobs/{id}', as the prose and the OpenAPI description write it. */
const displayPath = (route: string) => route.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** The permission rule in short: anyone, signed in, or the roles; then the session, e-mail and verification conditions. */
function who(rule: Access): string {
  if (!rule.signedIn) return 'anyone';
  const callers = rule.roles ? rule.roles.join(', ') : 'signed in';
  const conditions = [
    rule.ownSessionOnly ? 'own session' : null,
    rule.verifiedEmail ? 'e-mail confirmed' : null,
    rule.verifiedOrganisation ? 'verified by FirstRung' : null,
  ].filter(Boolean);
  return conditions.length ? `${callers} (${conditions.join(', ')})` : callers;
}

type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  entries?: Record<string, string>;
  values?: unknown[];
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** A field's few allowed values (an enum or literal of at most MAX_VALUES), through optional and default wrappers. */
const MAX_VALUES = 4;
function valuesOf(schema: z.ZodType): string[] | null {
  const def = defOf(schema);
  if (def.innerType) return valuesOf(def.innerType);
  const values =
    def.type === 'enum' && def.entries ? Object.values(def.entries) : def.type === 'literal' && def.values ? def.values.map(String) : null;
  return values && values.length <= MAX_VALUES ? values : null;
}

type Field = { name: string; optional: boolean; values: string[] | null };

/** The fields of an object schema (through optional, default and pipe wrappers), or null. */
function fieldsOf(schema: z.ZodType | undefined): Field[] | null {
  if (!schema) return null;
  const def = defOf(schema);
  if (def.type === 'object' && def.shape)
    return Object.entries(def.shape).map(([name, field]) => ({ name, optional: field.safeParse(undefined).success, values: valuesOf(field) }));
  if (def.innerType) return fieldsOf(def.innerType);
  if (def.in) return fieldsOf(def.in);
  return null;
}

/** Longer bodies (the profile forms) name their required fields and count the optional ones. */
const MAX_LISTED_FIELDS = 6;
const fieldText = (field: Field) => `${field.name}${field.optional ? '?' : ''}${field.values ? `: ${field.values.join(' | ')}` : ''}`;

function bodyText(fields: Field[]): string {
  if (fields.length === 0) return '`{}`';
  if (fields.length <= MAX_LISTED_FIELDS) return `\`{ ${fields.map(fieldText).join(', ')} }\``;
  const required = fields.filter((field) => !field.optional);
  const optional = fields.length - required.length;
  const listed = required.length ? `\`{ ${required.map(fieldText).join(', ')} }\` and ` : '';
  return `${listed}${optional} optional fields`;
}

/** What a call takes besides its path: query fields (paging in one word) and the JSON body's fields, or the kind of body. */
function inputOf(endpoint: EndpointDeclaration): string {
  const parts: string[] = [];
  const query = fieldsOf(endpoint.query);
  if (query) {
    const paged = query.some((field) => field.name === 'cursor') && query.some((field) => field.name === 'limit');
    const own = query.filter((field) => !paged || (field.name !== 'cursor' && field.name !== 'limit'));
    if (own.length) parts.push(`query ${own.map((field) => `\`${fieldText({ ...field, optional: false })}\``).join(', ')}`);
    if (paged) parts.push('paged');
  }
  if (endpoint.bodyKind === 'multipart') parts.push('multipart form');
  else if (endpoint.bodyKind === 'binary') parts.push('the file bytes');
  else {
    const body = fieldsOf(endpoint.body);
    if (body) parts.push(bodyText(body));
  }
  return parts.join('; ');
}

/** The generated Markdown: one table per product area, one row per declaration, in declaration order. */
function generateTable(): string {
  const placed = SECTIONS.flatMap((section) => section.groups);
  const missing = (Object.keys(ALL_ENDPOINT_GROUPS) as Group[]).filter((group) => !placed.includes(group));
  const twice = placed.filter((group, index) => placed.indexOf(group) !== index);
  if (missing.length || twice.length) {
    throw new Error(
      `Every file of declarations needs exactly one section in SECTIONS of scripts/generate-api-docs.ts. ` +
        `${missing.length ? `Without one: ${missing.join(', ')}. ` : ''}${twice.length ? `In two: ${twice.join(', ')}.` : ''}`,
    );
  }
  const absent = placed.map(fileOf).filter((file) => !existsSync(path.join(ROOT, file)));
  if (absent.length)
    throw new Error(`No such file of declarations: ${absent.join(', ')} (scripts/generate-api-docs.ts names files after their group).`);
  const blocks = SECTIONS.map(({ title, page, groups }) => {
    const files = groups.map((group) => `\`${fileOf(group)}\``).join(', ');
    const rows = groups.flatMap((group) =>
      Object.values(ALL_ENDPOINT_GROUPS[group] as Record<string, EndpointDeclaration>).map((endpoint) =>
        tableRow([`\`${endpoint.method} ${displayPath(endpoint.path)}\``, who(endpoint.access), inputOf(endpoint), endpoint.summary]),
      ),
    );
    return [
      `### ${title}`,
      '',
      `Declared in ${files}; product rules in [${page}](${page}).`,
      '',
      '| Call | Who | Takes | Summary |',
      '|---|---|---|---|',
      ...rows,
    ].join('\n');
  });
  return blocks.join('\n\n');
}

/** The document with the table between the markers replaced by `table`. */
function withTable(document: string, table: string): string {
  const begin = document.indexOf(BEGIN);
  const end = document.indexOf(END);
  if (begin === -1 || end === -1 || end < begin) {
    throw new Error(`${DOC} must hold the two marker lines, in this order:\n${BEGIN}\n${END}`);
  }
  return `${document.slice(0, begin + BEGIN.length)}\n\n${table}\n\n${document.slice(end)}`;
}

function main(): void {
  const check = process.argv.includes('--check');
  const file = path.join(ROOT, DOC);
  const current = readFileSync(file, 'utf8');
  const wanted = withTable(current, generateTable());
  if (!check) {
    if (wanted !== current) writeFileSync(file, wanted);
    console.log(wanted === current ? `${DOC} is up to date.` : `${DOC}: the API table was rewritten from common/endpoints.`);
    return;
  }
  if (wanted === current) {
    console.log(`${DOC} matches the endpoint declarations.`);
    return;
  }
  const currentLines = new Set(current.split('\n'));
  const wantedLines = new Set(wanted.split('\n'));
  const stale = current.split('\n').filter((line) => !wantedLines.has(line));
  const fresh = wanted.split('\n').filter((line) => !currentLines.has(line));
  console.error(
    [
      `${DOC} is out of date: its API table differs from the endpoint declarations in common/endpoints.`,
      'Run `npm run docs:api` (npx tsx scripts/generate-api-docs.ts) and commit the result; edit the prose outside the markers only.',
      ...(stale.length ? ['', 'In the file, not generated:', ...stale.slice(0, 10).map((line) => `  - ${line}`)] : []),
      ...(fresh.length ? ['', 'Generated, not in the file:', ...fresh.slice(0, 10).map((line) => `  + ${line}`)] : []),
    ].join('\n'),
  );
  process.exitCode = 1;
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
