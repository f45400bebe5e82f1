import { createElement, Suspense, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { preloadable } from './preloadable';

const Greeting = ({ name }: { name: string }) => createElement('p', null, `Hello ${name}`);

function render(component: ComponentType<{ name: string }>) {
  return renderToString(createElement(Suspense, { fallback: createElement('span', null, 'waiting') }, createElement(component, { name: 'Maya' })));
}

describe('preloadable', () => {
  it('suspends (shows the fallback) while the code is not here', () => {
    const greeting = preloadable(() => new Promise<typeof Greeting>(() => undefined));
    expect(render(greeting.Component)).toContain('waiting');
  });

  it('renders at once, without suspending, once preloaded', async () => {
    let loads = 0;
    const greeting = preloadable(async () => {
      loads += 1;
      return Greeting;
    });
    await Promise.all([greeting.preload(), greeting.preload()]);
    expect(render(greeting.Component)).toContain('Hello Maya');
    expect(loads).toBe(1);
  });

  it('tries again after a failed load', async () => {
    let attempts = 0;
    const greeting = preloadable(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return Greeting;
    });
    await expect(greeting.preload()).rejects.toThrow('offline');
    await greeting.preload();
    expect(render(greeting.Component)).toContain('Hello Maya');
  });
});
