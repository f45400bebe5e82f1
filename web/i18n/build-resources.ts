import type { Resource } from 'i18next';

/** Turns {'./locales/en/auth.json': {...}} into {en: {auth: {...}}}. */
export function buildResources(files: Record<string, Record<string, unknown>>): Resource {
  const resources: Resource = {};
  for (const [path, content] of Object.entries(files)) {
    const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match) continue;
    const [, language, namespace] = match as unknown as [string, string, string];
    resources[language] ??= {};
    resources[language][namespace] = content;
  }
  return resources;
}
