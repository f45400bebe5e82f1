import { existsSync } from 'node:fs';

// Debian's chromium-headless-shell (apt-get install chromium-headless-shell) is the same Chromium
// build as /usr/bin/chromium without the desktop browser's windows: the browser tests took 40%
// less time in it (decision 025). /usr/bin/chromium when it is not installed; E2E_CHROMIUM picks another.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const SYSTEM_CHROMIUM = process.env.E2E_CHROMIUM ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/** The system Chromium and its flags, shared by the browser tests and the journeys walk (never `playwright install`). */
export const systemChromiumLaunchOptions = {
  executablePath: SYSTEM_CHROMIUM,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
