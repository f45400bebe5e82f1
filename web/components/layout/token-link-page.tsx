import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageContainer } from '@web/components/layout/page-container';
import { Card, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { ApiError, serverMessage } from '@web/lib/api-client';
import { cn } from '@web/lib/utils';

/** Why a link's page has nothing to show: it names nothing (404), or the server's own words (expired, used, failed). */
export type LinkFailure = { notFound: boolean; message: string | undefined };

/**
 * The page a single-use link opens with no account (a parent's signature, a supervisor's hours or
 * evaluation): while its record loads, a spinner under the page's heading; when the link cannot be
 * read, what `unavailable` says under the same heading; then the page `children` make of the record.
 * The words are the page's feature's own.
 */
export function TokenLinkPage<T>({
  query,
  heading,
  loading,
  unavailable,
  children,
}: {
  query: UseQueryResult<T, unknown>;
  heading: string;
  loading: string;
  unavailable: (failure: LinkFailure) => ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <PageContainer title={heading} narrow>
        <Spinner label={loading} align="start" />
      </PageContainer>
    );
  }
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <PageContainer title={heading} narrow>
        {unavailable({ notFound, message: serverMessage(query.error) })}
      </PageContainer>
    );
  }
  return children(query.data);
}

/**
 * Where a link stands, in one sentence its reader takes in at once, with an icon (never colour alone):
 * `done` (signed, answered) in the primary colour, any other state muted. A status: after an answer,
 * a screen reader hears the new state at once.
 */
export function LinkStatusCard({ icon: Icon, title, text, done = false }: { icon: LucideIcon; title: string; text: string; done?: boolean }) {
  return (
    <Card role="status">
      <CardHeader>
        <CardTitle as="h2" size="lg" className="flex items-center gap-3">
          <Icon aria-hidden="true" className={cn('size-6 shrink-0', done ? 'text-primary' : 'text-muted-foreground')} />
          {title}
        </CardTitle>
        <CardDescription size="lg">{text}</CardDescription>
      </CardHeader>
    </Card>
  );
}
