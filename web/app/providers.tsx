import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ToasterSlot } from '@web/components/ui/toaster-slot';
import { ThemeProvider } from '@web/features/shell/components/theme-provider';
import i18n from '@web/i18n';

/** Everything the pages need around them but the router (the browser's, or the prerender's static one). */
export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <ThemeProvider>
          {children}
          <ToasterSlot />
        </ThemeProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
