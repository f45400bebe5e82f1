import { config } from 'zod';
import { describe, expect, it } from 'vitest';
import { ZOD_GLOBAL_CONFIG, turnOffZodCompilation } from './zod-settings';

describe('turning off zod compilation in the browser', () => {
  it('is the global object zod reads its settings from', () => {
    expect(config()).toBe((globalThis as Record<string, unknown>)[ZOD_GLOBAL_CONFIG]);
  });

  it('sets jitless on a holder without settings yet', () => {
    const holder = {};
    turnOffZodCompilation(holder);
    expect(holder).toEqual({ [ZOD_GLOBAL_CONFIG]: { jitless: true } });
  });

  it('keeps the settings object a loaded zod already holds', () => {
    const settings = { customError: undefined, jitless: false };
    const holder = { [ZOD_GLOBAL_CONFIG]: settings };
    turnOffZodCompilation(holder);
    expect(holder[ZOD_GLOBAL_CONFIG]).toBe(settings);
    expect(settings.jitless).toBe(true);
  });
});
