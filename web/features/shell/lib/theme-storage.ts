// The theme is light or dark, stored locally under the key "theme", default light
// (docs/product/accounts.md#theme).
import { THEME_STORAGE_KEY } from '@common/constants';
import { THEMES, type Theme } from '@common/enums';

export const DEFAULT_THEME: Theme = 'light';

type ReadableStorage = Pick<Storage, 'getItem'>;
type WritableStorage = Pick<Storage, 'setItem'>;

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

/** Reads the saved theme; anything missing, unknown or unreadable means the default. */
export function readStoredTheme(storage: ReadableStorage | undefined): Theme {
  try {
    const value = storage?.getItem(THEME_STORAGE_KEY);
    return isTheme(value) ? value : DEFAULT_THEME;
  } catch {
    // Private browsing modes may refuse storage access.
    return DEFAULT_THEME;
  }
}

export function writeStoredTheme(storage: WritableStorage | undefined, theme: Theme): void {
  try {
    storage?.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // The toggle still works for this visit when storage is unavailable.
  }
}

export function toggleTheme(theme: Theme): Theme {
  return theme === 'dark' ? 'light' : 'dark';
}

/** Puts the `dark` class on the document root (or takes it off). */
export function applyTheme(root: Pick<HTMLElement, 'classList'>, theme: Theme): void {
  root.classList.toggle('dark', theme === 'dark');
}
