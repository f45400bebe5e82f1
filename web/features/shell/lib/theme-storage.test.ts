import { describe, expect, it } from 'vitest';
import { applyTheme, readStoredTheme, toggleTheme, writeStoredTheme } from './theme-storage';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

describe('theme storage', () => {
  it('defaults to light when nothing is stored', () => {
    expect(readStoredTheme(memoryStorage())).toBe('light');
    expect(readStoredTheme(undefined)).toBe('light');
  });

  it('reads a stored theme from the "theme" key', () => {
    expect(readStoredTheme(memoryStorage({ theme: 'dark' }))).toBe('dark');
    expect(readStoredTheme(memoryStorage({ theme: 'light' }))).toBe('light');
  });

  it('ignores an unknown stored value', () => {
    expect(readStoredTheme(memoryStorage({ theme: 'purple' }))).toBe('light');
  });

  it('falls back to light when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(readStoredTheme(broken)).toBe('light');
  });

  it('writes under the "theme" key and survives a throwing storage', () => {
    const storage = memoryStorage();
    writeStoredTheme(storage, 'dark');
    expect(storage.data.get('theme')).toBe('dark');
    expect(() =>
      writeStoredTheme(
        {
          setItem: () => {
            throw new Error('full');
          },
        },
        'light',
      ),
    ).not.toThrow();
  });

  it('toggles between light and dark', () => {
    expect(toggleTheme('light')).toBe('dark');
    expect(toggleTheme('dark')).toBe('light');
  });

  it('sets the dark class on the root only for dark', () => {
    const classes = new Set<string>();
    const root = {
      classList: {
        toggle: (name: string, force?: boolean) => {
          if (force) classes.add(name);
          else classes.delete(name);
          return Boolean(force);
        },
      },
    } as unknown as HTMLElement;
    applyTheme(root, 'dark');
    expect(classes.has('dark')).toBe(true);
    applyTheme(root, 'light');
    expect(classes.has('dark')).toBe(false);
  });
});
