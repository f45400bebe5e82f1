/**
 * A saved profile as form values: null becomes '', lists become "a, b", numbers become text.
 * `empty` names every field of the form, so a missing profile gives an all-blank form.
 */
export function toFormDefaults<T extends Record<string, string>>(empty: T, profile: Record<string, unknown> | null | undefined): T {
  const values: Record<string, string> = { ...empty };
  if (!profile) return values as T;
  for (const key of Object.keys(empty)) {
    const value = profile[key];
    if (Array.isArray(value)) values[key] = value.join(', ');
    else if (typeof value === 'number') values[key] = String(value);
    else if (typeof value === 'string') values[key] = value;
  }
  return values as T;
}
