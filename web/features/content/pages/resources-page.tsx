import { ContentPage } from '../components/content-page';

export function ResourcesPage() {
  return <ContentPage page="resources" />;
}
