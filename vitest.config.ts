import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = {
  '@common': fileURLToPath(new URL('./common', import.meta.url)),
  '@server': fileURLToPath(new URL('./server', import.meta.url)),
  '@web': fileURLToPath(new URL('./web', import.meta.url)),
};

// Two projects. Unit tests sit beside the code and need no database of the run's choosing: they
// run once (`npm run test:unit`). API tests under tests/api run the real app in process on a
// fresh database, PGlite or, when TEST_DATABASE_URL is set, PostgreSQL: CI runs them on both
// (`npm run test:api`).
export default defineConfig({
  resolve: { alias },
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // The test files share their worker's module cache instead of importing the server again per
    // file (no test mocks modules or changes the environment; each file builds its own app and
    // database): the suite runs in two thirds of the time.
    isolate: false,
    // Two files at a time on both databases. On PostgreSQL the tests mostly wait for the database
    // server: two at a time ran the suite in 3.8 min instead of about 7 on the two-core CI machine.
    // On PGlite each file's database runs in a thread of its own (docs/decisions/013), so while one
    // file's app waits for its database, the other file's can run.
    maxWorkers: 2,
    minWorkers: 2,
    projects: [
      { extends: true, test: { name: 'unit', include: ['common/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts'] } },
      // The web's unit tests run apart, each file with a fresh module cache (`--isolate` in the
      // test:unit script: this project's own `isolate` is not applied by Vitest 3). Sharing one, the
      // run stalled for about a minute between two files, both processes idle; apart and isolated,
      // they take about 13 s every time.
      { extends: true, test: { name: 'unit-web', include: ['web/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'api',
          include: [
            'tests/api/**/*.test.ts',
            // What only a PostgreSQL server has (connections to end): the PostgreSQL run only.
            ...(process.env.TEST_DATABASE_URL ? ['tests/api-postgres/**/*.test.ts'] : []),
          ],
          globalSetup: ['tests/api/global-setup.ts'],
        },
      },
    ],
  },
});
