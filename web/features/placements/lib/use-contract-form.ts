import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '@web/lib/api-client';
import { contractResolver, serverIssuesOnFields, type PathMapper } from './keyed-issues';

/**
 * A placement form checked by its contract (keyed-issues.ts), in the reader's language. A refused
 * request (`onRefused`): its field errors (a 400's issues) go on the fields; any other refusal is
 * kept as `refusal`, for the form to show above its button.
 */
export function useContractForm<Values extends FieldValues, Schema extends z.ZodType>(
  schema: Schema,
  toBody: (values: Values) => z.input<Schema>,
  defaultValues: DefaultValues<Values>,
  mapPath?: PathMapper,
): { form: UseFormReturn<Values>; refusal: unknown; onRefused: (error: unknown) => void; clearRefusal: () => void } {
  const { t } = useTranslation('placements');
  const translate = (key: string, params: Record<string, unknown> | undefined, english: string) =>
    t(`fieldErrors.${key}`, { ...params, defaultValue: english });
  const form = useForm<Values>({ resolver: contractResolver(schema, toBody, translate, mapPath), defaultValues });
  const [refusal, setRefusal] = useState<unknown>(null);
  const onRefused = (error: unknown) => {
    const issues = error instanceof ApiError && error.status === 400 ? serverIssuesOnFields(error.issues ?? [], mapPath) : [];
    issues.forEach((issue, index) =>
      form.setError(issue.path as Path<Values>, { type: 'server', message: issue.message }, { shouldFocus: index === 0 }),
    );
    setRefusal(issues.length > 0 ? null : error);
  };
  return { form, refusal, onRefused, clearRefusal: () => setRefusal(null) };
}
