/**
 * The built app's index.html, as small as the server's page code needs: API tests may have no
 * build, so the page routes are tested on this template with the real renderer and database.
 */
export const INDEX_TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Default description." />
    <title>FirstRung</title>
  </head>
  <body><div id="root"></div><script type="module" src="/assets/app.js"></script></body>
</html>`;
