import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ToasterSlot } from '@web/components/ui/toaster-slot';
import { ThemeProvider } from '@web/features/shell';
import i18n from '@web/i18n';
import { PageDateZone, PageRenderTime } from '@web/lib/page-clock';

interface AppProvidersProps {
  client: QueryClient;
  /** The texts' instance: the app's own in the browser; one per language on the server (web/prerender). */
  texts?: I18n;
  /** When the server rendered the page being taken over (web/lib/page-clock.ts). */
  renderedAt?: number | undefined;
  /** The zone the server wrote the page's dates in (web/lib/page-clock.ts): UTC unless it knew the reader's. */
  dateZone?: string | undefined;
  children: ReactNode;
}

/** Everything the pages need around them but the router (the browser's, or the prerender's static one). */
export function AppProviders({ client, texts = i18n, renderedAt, dateZone = 'UTC', children }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={texts}>
      <QueryClientProvider client={client}>
        <PageRenderTime value={renderedAt}>
          <PageDateZone value={dateZone}>
            <ThemeProvider>
              {children}
              <ToasterSlot />
            </ThemeProvider>
          </PageDateZone>
        </PageRenderTime>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
