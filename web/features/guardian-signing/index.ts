// The guardian-signing feature's entry: the public page a parent or guardian opens from their e-mailed
// link to read and sign (or decline) a placement agreement with a 6-digit code (/guardian/sign/:token;
// docs/product/placements.md#the-guardians-signature).
export { loadGuardianSignPage } from './pages/loaders';
