import { zodResolver } from '@hookform/resolvers/zod';
import type { LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useForm, type DefaultValues, type Path, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { EndpointDeclaration, EndpointInput } from '@common/api/endpoint';
import { PasswordField } from '@web/components/form/password-field';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@web/components/ui/dialog';
import { toast } from '@web/components/ui/use-toast';
import { ApiError } from '@web/lib/api-client';
import { useApiMutation } from '@web/lib/api-query';

/** The form's values: every field is text. */
type TextFields = Record<string, string>;

/** An endpoint whose JSON body is the dialog's form. */
type FormEndpoint<Body extends TextFields> = EndpointDeclaration & { readonly body: z.ZodType<Body, Body> };

/** What one dialog says, in the account namespace's words. */
export interface AccountChangeTexts {
  /** The button on the card that opens the dialog. */
  button: string;
  title: string;
  description: string;
  currentPassword: string;
  submit: string;
  submitting: string;
  /** The toast of a failure that names no field. */
  failed: string;
}

interface AccountChangeDialogProps<Body extends TextFields> {
  endpoint: FormEndpoint<Body>;
  /**
   * The endpoint's body schema, from its contract: the browser's copy of a declaration keeps only
   * its routing facts (scripts/vite-endpoint-manifests.ts), not its schemas.
   */
  schema: z.ZodType<Body, Body>;
  defaultValues: Body;
  /** The body's field for the account's current password: a wait after too many tries is shown under it. */
  currentPasswordField: Path<Body>;
  icon: LucideIcon;
  texts: AccountChangeTexts;
  /** The success toast, from what was sent. */
  done: (values: Body) => { title: string; description: string };
  disabled: boolean;
  /** The dialog's own fields; `currentPassword` is the current password's field, placed where it reads best. */
  children: (form: UseFormReturn<Body>, currentPassword: ReactNode) => ReactNode;
}

/**
 * A change to the account that the current password confirms (docs/product/accounts.md#your-password-and-e-mail-address):
 * the dialog, its form on the endpoint's body schema, and what the server's answer shows. A
 * refusal of one field (a wrong current password, a common new one) goes under that field; a wait
 * after too many tries under the current password; anything else in a toast.
 */
export function AccountChangeDialog<Body extends TextFields>({
  endpoint,
  schema,
  defaultValues,
  currentPasswordField,
  icon: Icon,
  texts,
  done,
  disabled,
  children,
}: AccountChangeDialogProps<Body>) {
  const [open, setOpen] = useState(false);
  const change = useApiMutation(endpoint, { toInput: (body: Body) => ({ body }) as EndpointInput<FormEndpoint<Body>> });
  const form = useForm<Body>({
    resolver: zodResolver(schema),
    defaultValues: defaultValues as DefaultValues<Body>,
  });
  const fields: readonly string[] = Object.keys(defaultValues);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    form.reset();
    change.reset();
  };

  const onSubmit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        toast(done(values));
        onOpenChange(false);
      },
      onError: (error) => {
        const issue = error instanceof ApiError ? error.issues?.find((candidate) => fields.includes(candidate.path)) : undefined;
        if (issue) form.setError(issue.path as Path<Body>, { type: 'server', message: issue.message }, { shouldFocus: true });
        else if (error instanceof ApiError && error.status === 429 && error.serverMessage)
          form.setError(currentPasswordField, { type: 'server', message: error.serverMessage });
        else toast({ variant: 'destructive', title: texts.failed });
      },
    }),
  );

  const currentPassword = (
    <PasswordField
      namespace="account"
      label={texts.currentPassword}
      autoComplete="current-password"
      error={form.getFieldState(currentPasswordField, form.formState).error}
      {...form.register(currentPasswordField)}
    />
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" disabled={disabled}>
          <Icon aria-hidden="true" />
          {texts.button}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{texts.title}</DialogTitle>
            <DialogDescription>{texts.description}</DialogDescription>
          </DialogHeader>
          {children(form, currentPassword)}
          <DialogFooter>
            <Button type="submit" disabled={change.isPending}>
              {change.isPending ? texts.submitting : texts.submit}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
