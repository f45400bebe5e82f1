import { BrowserRouter } from 'react-router';
import { queryClient } from '@web/lib/query-client';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

/** The app in the browser; `renderedAt`: when the server rendered the page it takes over, if it did. */
export function App({ renderedAt }: { renderedAt?: number | undefined }) {
  return (
    <AppProviders client={queryClient} renderedAt={renderedAt}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
