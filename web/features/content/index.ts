// The content feature's entry: its information pages.
export {
  loadContactPage,
  loadEmployersPage,
  loadHowItWorksPage,
  loadPricingPage,
  loadPrivacyPage,
  loadResourcesPage,
  loadSuccessStoriesPage,
  loadTermsPage,
} from './pages/loaders';
