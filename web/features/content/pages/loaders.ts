// The content feature's pages, each its own chunk, fetched when first visited (web/app/router.tsx;
// docs/decisions/011). The entry (../index.ts) offers these loaders, never the page components:
// a component imported statically would travel in its importer's chunk.
export const loadContactPage = () => import('./contact-page');
export const loadEmployersPage = () => import('./employers-page');
export const loadHowItWorksPage = () => import('./how-it-works-page');
export const loadPricingPage = () => import('./pricing-page');
export const loadPrivacyPage = () => import('./privacy-page');
export const loadResourcesPage = () => import('./resources-page');
export const loadSuccessStoriesPage = () => import('./success-stories-page');
export const loadTermsPage = () => import('./terms-page');
