// The API tests move the clock as the browser tests' factory does (server/testing/clock-moves.ts).
export { clockMoves } from '@server/testing/clock-moves';
