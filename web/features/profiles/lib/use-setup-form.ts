import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { useCurrentUser } from '@web/features/auth';
import { toFormDefaults } from './form-defaults';
import { useFinishSave } from './use-finish-save';

interface SetupFormOptions<Input extends FieldValues, Values extends FieldValues, Body> {
  /** The contract's form schema: the fields as typed, the values it gives. */
  schema: z.ZodType<Values, Input>;
  /** Every field of the form, blank. */
  empty: NoInfer<DefaultValues<Input>> & Record<string, string>;
  /** The saved profile, or null (none yet, or a visitor). */
  profile: Record<string, unknown> | null;
  /** Where a first save goes (an edit stays). */
  destination: string;
  /** The profile's save (its mutation). */
  save: { mutate: (body: Body, callbacks: { onSuccess: () => void; onError: (error: Error) => void }) => void; isPending: boolean };
  /** The body the save sends, from the form's values (a comma list becomes a list). */
  toBody: (values: Values) => Body;
}

/**
 * What the setup pages' forms share (docs/product/profiles.md#setup-pages): the form on the
 * contract's schema, filled from the saved profile; Save, which then goes where the role goes next
 * (useFinishSave). Only a signed-in user sees the form (a visitor signs up first). Spread `layout`
 * on SetupPageLayout.
 */
export function useSetupForm<Input extends FieldValues, Values extends FieldValues, Body>({
  schema,
  empty,
  profile,
  destination,
  save,
  toBody,
}: SetupFormOptions<Input, Values, Body>) {
  const { data: user } = useCurrentUser();
  const form = useForm<Input, unknown, Values>({
    resolver: zodResolver(schema),
    defaultValues: toFormDefaults(empty, profile),
  });
  // A saved profile is edited in place: Save says "Profile saved" and stays (docs/product/profiles.md#editing).
  const editing = profile !== null;
  const { onSaved, onFailed } = useFinishSave(editing ? null : destination, form.setError, Object.keys(empty));

  const onSubmit = form.handleSubmit((values) => {
    save.mutate(toBody(values), { onSuccess: onSaved, onError: onFailed });
  });

  return { form, user, layout: { onSubmit, isSaving: save.isPending, editing } };
}
