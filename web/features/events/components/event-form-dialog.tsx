import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { createEventBody, type CreateEventBody, type CreateEventInput, type EventItem } from '@common/contracts/events';
import { DEFAULT_EVENT_TYPE, EVENT_TYPES, type EventType } from '@common/enums';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@web/components/ui/dialog';
import { FormField } from '@web/components/form/form-field';
import { Input } from '@web/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/use-toast';
import { ApiError, serverMessage } from '@web/lib/api-client';
import { useCreateEvent } from '../api/create-event';
import { useUpdateEvent } from '../api/update-event';

const EMPTY_FORM = {
  title: '',
  description: '',
  eventDate: '',
  location: '',
  startTime: '',
  endTime: '',
  address: '',
  maxParticipants: '',
  eventType: DEFAULT_EVENT_TYPE,
} satisfies CreateEventInput;

const REQUIRED_FIELDS = ['title', 'description', 'eventDate', 'location'] as const;

/** The form's values for an event being edited: the day as the date input holds it, empty for what is not given. */
function formValuesOf(event: EventItem): CreateEventInput {
  return {
    title: event.title,
    description: event.description,
    eventDate: event.eventDate.slice(0, 10),
    location: event.location,
    startTime: event.startTime ?? '',
    endTime: event.endTime ?? '',
    address: event.address ?? '',
    maxParticipants: event.maxParticipants === null ? '' : String(event.maxParticipants),
    eventType: event.eventType,
  };
}

/**
 * The admin's Create Event dialog, or with `event` its Edit Event dialog (docs/product/events.md);
 * the shared contract validates both.
 */
export function EventFormDialog({ event }: { event?: EventItem }) {
  const { t } = useTranslation('events');
  const [open, setOpen] = useState(false);
  // Also said inside the dialog: while it is open, the toast list outside it is hidden from screen readers.
  const [missingFields, setMissingFields] = useState(false);
  const createEvent = useCreateEvent();
  const updateEvent = useUpdateEvent();
  const isPending = event ? updateEvent.isPending : createEvent.isPending;
  const initialValues = event ? formValuesOf(event) : EMPTY_FORM;
  const form = useForm<CreateEventInput, unknown, CreateEventBody>({ resolver: zodResolver(createEventBody), defaultValues: initialValues });
  const { errors } = form.formState;

  const onValid = (values: CreateEventBody) => {
    setMissingFields(false);
    const callbacks = {
      onSuccess: () => {
        toast({ title: t(event ? 'form.updatedTitle' : 'form.createdTitle') });
        form.reset(event ? undefined : EMPTY_FORM);
        setOpen(false);
      },
      onError: (error: Error) => {
        // A rule only the server knows (a maximum below the people registered) is shown under its field.
        const issue = error instanceof ApiError ? error.issues?.find((item) => item.path === 'maxParticipants') : undefined;
        if (issue) form.setError('maxParticipants', { type: 'server', message: issue.message }, { shouldFocus: true });
        toast({ variant: 'destructive', title: serverMessage(error) ?? t(event ? 'form.updateFailed' : 'form.createFailed') });
      },
    };
    if (event) updateEvent.mutate({ id: event.id, body: values }, callbacks);
    else createEvent.mutate(values, callbacks);
  };

  // An empty required field gets the "Missing fields" toast as well as its own message.
  const onInvalid = (fieldErrors: FieldErrors<CreateEventInput>) => {
    const values = form.getValues();
    const isMissing = REQUIRED_FIELDS.some((field) => fieldErrors[field] && !String(values[field] ?? '').trim());
    setMissingFields(isMissing);
    if (isMissing) {
      toast({ variant: 'destructive', title: t('form.missingTitle'), description: t('form.missingDescription') });
    }
  };

  const field = (name: keyof CreateEventInput) => ({ name, namespace: 'events', label: t(`form.fields.${name}`), error: errors[name] });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        // Opening starts from the event as it now is; closing forgets what was typed.
        form.reset(initialValues);
        setMissingFields(false);
      }}
    >
      <DialogTrigger asChild>
        {event ? (
          <Button variant="outline" size="sm" aria-label={t('admin.editEvent', { title: event.title })}>
            <Pencil aria-hidden="true" />
            {t('admin.edit')}
          </Button>
        ) : (
          <Button>
            <Plus aria-hidden="true" />
            {t('admin.create')}
          </Button>
        )}
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t(event ? 'form.editTitle' : 'form.title')}</DialogTitle>
          <DialogDescription>
            {t('form.description')}
            {event && event.registrationCount > 0 && <> {t('form.editNotice', { count: event.registrationCount })}</>}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={form.handleSubmit(onValid, onInvalid)} className="grid gap-4">
          {missingFields && (
            <p
              role="alert"
              className="rounded-md border border-destructive bg-destructive/10 p-3 text-sm font-medium text-destructive dark:bg-destructive/25 dark:text-red-200"
            >
              {t('form.missingDescription')}
            </p>
          )}
          <FormField {...field('title')} required>
            {(control) => <Input {...control} {...form.register('title')} />}
          </FormField>
          <FormField {...field('description')} required>
            {(control) => <Textarea rows={3} {...control} {...form.register('description')} />}
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField {...field('eventDate')} required>
              {(control) => <Input type="date" {...control} {...form.register('eventDate')} />}
            </FormField>
            <FormField {...field('eventType')}>
              {(control) => (
                <Controller
                  control={form.control}
                  name="eventType"
                  render={({ field: typeField }) => (
                    <Select value={String(typeField.value ?? DEFAULT_EVENT_TYPE)} onValueChange={(value) => typeField.onChange(value as EventType)}>
                      <SelectTrigger id={control.id} aria-describedby={control['aria-describedby']} onBlur={typeField.onBlur}>
                        <SelectValue />
                      </SelectTrigger>
                      <SelectContent>
                        {EVENT_TYPES.map((type) => (
                          <SelectItem key={type} value={type}>
                            {t(`types.${type}`)}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  )}
                />
              )}
            </FormField>
            <FormField {...field('startTime')}>{(control) => <Input type="time" {...control} {...form.register('startTime')} />}</FormField>
            <FormField {...field('endTime')}>{(control) => <Input type="time" {...control} {...form.register('endTime')} />}</FormField>
          </div>
          <FormField {...field('location')} required>
            {(control) => <Input {...control} {...form.register('location')} />}
          </FormField>
          <FormField {...field('address')}>
            {(control) => <Input autoComplete="street-address" {...control} {...form.register('address')} />}
          </FormField>
          <FormField {...field('maxParticipants')} hint={t('form.maxParticipantsHint')}>
            {(control) => <Input type="number" min={1} step={1} inputMode="numeric" {...control} {...form.register('maxParticipants')} />}
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" disabled={isPending}>
              {event ? (isPending ? t('form.saving') : t('form.save')) : isPending ? t('form.submitting') : t('form.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
