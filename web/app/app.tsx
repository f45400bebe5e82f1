import { BrowserRouter } from 'react-router';
import { queryClient } from '@web/lib/query-client';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

/**
 * The app in the browser; `renderedAt`: when the server rendered the page it takes over, if it did;
 * `dateZone`: the zone the server wrote that page's dates in, as the browser should write them to match.
 */
export function App({ renderedAt, dateZone }: { renderedAt?: number | undefined; dateZone?: string | undefined }) {
  return (
    <AppProviders client={queryClient} renderedAt={renderedAt} dateZone={dateZone}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
