// The verify feature's entry: the public page that checks a printed reference (/verify, /verify/:reference;
// docs/product/placements.md#verifying-a-reference).
export { loadVerifyPage } from './pages/loaders';
