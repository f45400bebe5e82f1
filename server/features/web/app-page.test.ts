import { describe, expect, it } from 'vitest';
import { renderAppPage } from './app-page';

const TEMPLATE = '<!doctype html>\n<html lang="en">\n<head><title>FirstRung</title></head>\n<body><div id="root"></div></body>\n</html>';

describe('renderAppPage', () => {
  it("marks a visitor's page and leaves a signed-in page as built", () => {
    expect(renderAppPage(TEMPLATE, true)).toContain('<html data-visitor lang="en">');
    expect(renderAppPage(TEMPLATE, false)).toBe(TEMPLATE);
  });

  it('puts a rendered body inside the root element', () => {
    expect(renderAppPage(TEMPLATE, true, { body: '<main><h1>Hello</h1></main>' })).toContain('<div id="root"><main><h1>Hello</h1></main></div>');
  });
});
