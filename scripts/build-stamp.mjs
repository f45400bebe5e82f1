// The build's stamp: one hash of every file the build reads (the app's sources, the build scripts
// and the installed packages' lock), written into dist/ when a build ends. `npm start` checks it
// (scripts/start.mjs) and skips the build, about two minutes on a small machine, when no source
// changed since. Contents, not modification times: a checkout or a copy touches every file's time.
//   node scripts/build-stamp.mjs clear   before a build: one stopped halfway is never taken as up to date
//   node scripts/build-stamp.mjs write   after a build
//   node scripts/build-stamp.mjs check   exit 0 when dist/ is the build of these sources, else 1
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** What the build reads: these folders (tests aside) and these files of the package's root. */
export const BUILD_INPUTS = {
  folders: ['web', 'common', 'server', 'scripts'],
  files: ['package.json', 'package-lock.json', 'vite.config.ts', 'tsconfig.json'],
};

export const STAMP_FILE = path.join('dist', 'build-stamp.json');

const isTest = (name) => /\.test\.tsx?$/.test(name);

function filesUnder(root, folder) {
  const found = [];
  const walk = (relative) => {
    for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const child = path.join(relative, entry.name);
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile() && !isTest(entry.name)) found.push(child);
    }
  };
  if (existsSync(path.join(root, folder))) walk(folder);
  return found;
}

/** One hash of the build's inputs under `root`: their paths and contents. */
export function sourcesHash(root, inputs = BUILD_INPUTS) {
  const files = [
    ...inputs.folders.flatMap((folder) => filesUnder(root, folder)),
    ...inputs.files.filter((file) => existsSync(path.join(root, file))),
  ];
  const hash = createHash('sha256');
  for (const file of files.map((name) => name.split(path.sep).join('/')).sort()) {
    hash.update(`${file}\0`);
    hash.update(
      createHash('sha256')
        .update(readFileSync(path.join(root, file)))
        .digest('hex'),
    );
  }
  return hash.digest('hex');
}

export function writeStamp(root, inputs = BUILD_INPUTS) {
  writeFileSync(path.join(root, STAMP_FILE), `${JSON.stringify({ sources: sourcesHash(root, inputs) })}\n`);
}

export function clearStamp(root) {
  rmSync(path.join(root, STAMP_FILE), { force: true });
}

/** True when dist/ holds the build of the sources as they are now. */
export function isBuildUpToDate(root, inputs = BUILD_INPUTS) {
  const stampFile = path.join(root, STAMP_FILE);
  if (!existsSync(stampFile)) return false;
  try {
    return JSON.parse(readFileSync(stampFile, 'utf8')).sources === sourcesHash(root, inputs);
  } catch {
    return false;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
  const command = process.argv[2];
  if (command === 'write') writeStamp(root);
  else if (command === 'clear') clearStamp(root);
  else if (command === 'check') process.exitCode = isBuildUpToDate(root) ? 0 : 1;
  else {
    console.error('usage: node scripts/build-stamp.mjs clear|write|check');
    process.exitCode = 2;
  }
}
