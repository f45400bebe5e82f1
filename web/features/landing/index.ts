// The landing feature's entry: the landing page.
export { loadLandingPage } from './pages/loaders';
