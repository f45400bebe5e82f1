import { Spinner } from '@web/components/ui/spinner';
import { ApiError, isOrganisationNotVerified } from '@web/lib/api-client';

/** Not the reader's record, or no such record (a mistyped id too): the server says 404 or 400. */
export const isMissingRecord = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

/**
 * What a page of one record (an application, a placement) shows while it has no record to show:
 * loading; a note, not an error, when the reader's organisation waits for its verification; or that
 * the record is not there, or could not be loaded. The words are the page's feature's own.
 */
export function RecordUnavailable({
  pending,
  error,
  texts,
}: {
  pending: boolean;
  error: unknown;
  texts: { loading: string; afterVerification: string; notFound: string; failed: string };
}) {
  if (pending) return <Spinner label={texts.loading} />;
  if (isOrganisationNotVerified(error)) {
    return (
      <p role="note" className="text-muted-foreground">
        {texts.afterVerification}
      </p>
    );
  }
  return (
    <p role="alert" className="text-destructive dark:text-red-300">
      {isMissingRecord(error) ? texts.notFound : texts.failed}
    </p>
  );
}
