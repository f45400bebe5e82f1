// Prettier formats every file it reads (npm run format; npm run lint checks it). The options are the ones
// that changed the fewest lines of the code as it was written by hand: single quotes, semicolons, trailing
// commas, and lines up to 150 characters.
/** @type {import('prettier').Config} */
export default {
  singleQuote: true,
  printWidth: 150,
};
