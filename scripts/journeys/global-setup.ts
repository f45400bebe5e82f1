import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Every run starts with no screenshots: none left over from a step an earlier run failed. */
export default function clearScreenshots() {
  rmSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../.tmp/journeys'), { recursive: true, force: true });
}
