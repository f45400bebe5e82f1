import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { Toaster } from '@web/components/ui/toaster';
import { TooltipProvider } from '@web/components/ui/tooltip';
import { ThemeProvider } from '@web/features/shell/components/theme-provider';
import i18n from '@web/i18n';
import { queryClient } from '@web/lib/query-client';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider>
          <TooltipProvider>
            <BrowserRouter>
              {children}
              <Toaster />
            </BrowserRouter>
          </TooltipProvider>
        </ThemeProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
