import { ContentPage } from '../components/content-page';

export function TermsPage() {
  return <ContentPage page="terms" showUpdated />;
}
