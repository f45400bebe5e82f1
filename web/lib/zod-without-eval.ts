// Zod speeds up object parsing by compiling code with `new Function`, after probing whether it
// may. Our Content-Security-Policy forbids eval, so in the browser the probe itself is reported as
// a policy violation (a console issue that costs the page its Lighthouse best-practices score).
// The browser parses small forms, where the compiled path buys nothing: turn it off before any
// schema is built. This module must be the first import of web/main.tsx.
import { turnOffZodCompilation, type ZodSettingsHolder } from './zod-settings';

turnOffZodCompilation(globalThis as ZodSettingsHolder);
