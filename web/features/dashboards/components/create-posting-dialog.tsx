import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { createJobBody } from '@common/contracts/jobs';
import { DEFAULT_JOB_TYPE, INDUSTRIES, JOB_TYPES } from '@common/enums';
import { FormField, InputField } from '@web/components/form/form-field';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@web/components/ui/dialog';
import { Label } from '@web/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/use-toast';
import { useCreateJob } from '@web/features/jobs/api/employer-jobs';

// The form edits requirements as lines and the deadline as a date; both become the API's shape on submit.
const formSchema = createJobBody.omit({ requirements: true, applicationDeadline: true, industry: true }).extend({
  industry: z.string(),
  requirementsText: z.string().max(6000),
  deadlineDate: z.string(),
});
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;
const NO_INDUSTRY = 'none';

/** A deadline date means "until the end of that day" where the employer is. */
function endOfDayIso(date: string): string | null {
  return date ? new Date(`${date}T23:59:59`).toISOString() : null;
}

/** The Create Posting dialog (docs/product/jobs.md#posting); companyName is prefilled from the profile. */
export function CreatePostingDialog({ companyName, industry }: { companyName: string; industry: string | null }) {
  const { t } = useTranslation('dashboards');
  const id = useId();
  const [open, setOpen] = useState(false);
  const create = useCreateJob();
  const defaults: FormInput = {
    title: '',
    companyName,
    location: '',
    city: '',
    description: '',
    type: DEFAULT_JOB_TYPE,
    duration: '',
    industry: industry && (INDUSTRIES as readonly string[]).includes(industry) ? industry : NO_INDUSTRY,
    requirementsText: '',
    deadlineDate: '',
    isHighSchoolOpportunity: false,
  };
  const form = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(formSchema), defaultValues: defaults });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ requirementsText, deadlineDate, industry: chosen, ...values }) =>
    create.mutate(
      {
        ...values,
        industry: chosen === NO_INDUSTRY ? null : (chosen as (typeof INDUSTRIES)[number]),
        requirements: requirementsText
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean),
        applicationDeadline: endOfDayIso(deadlineDate),
      },
      {
        onSuccess: () => {
          toast({ title: t('employer.toast.success'), description: t('employer.toast.created') });
          form.reset(defaults);
          setOpen(false);
        },
        onError: () => toast({ variant: 'destructive', title: t('employer.toast.error'), description: t('employer.toast.createFailed') }),
      },
    ),
  );

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          {t('employer.createPosting')}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('employer.createTitle')}</DialogTitle>
          <DialogDescription>{t('employer.createDescription')}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <InputField namespace="dashboards" label={t('employer.fields.title')} error={errors.title} {...form.register('title')} />
          <InputField namespace="dashboards" label={t('employer.fields.companyName')} error={errors.companyName} {...form.register('companyName')} />
          <div className="grid gap-4 sm:grid-cols-2">
            <InputField namespace="dashboards" label={t('employer.fields.location')} error={errors.location} {...form.register('location')} />
            <InputField namespace="dashboards" label={t('employer.fields.city')} error={errors.city} {...form.register('city')} />
          </div>
          <FormField name="description" namespace="dashboards" label={t('employer.fields.description')} error={errors.description}>
            {(control) => <Textarea rows={4} {...control} {...form.register('description')} />}
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-2">
              <Label id={`${id}-type`}>{t('employer.fields.type')}</Label>
              <Controller
                control={form.control}
                name="type"
                render={({ field }) => (
                  <Select value={field.value} onValueChange={field.onChange}>
                    <SelectTrigger aria-labelledby={`${id}-type`}>
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {JOB_TYPES.map((type) => (
                        <SelectItem key={type} value={type}>
                          {type}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            </div>
            <div className="grid gap-2">
              <Label id={`${id}-industry`}>{t('employer.fields.industry')}</Label>
              <Controller
                control={form.control}
                name="industry"
                render={({ field }) => (
                  <Select value={field.value} onValueChange={field.onChange}>
                    <SelectTrigger aria-labelledby={`${id}-industry`}>
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      <SelectItem value={NO_INDUSTRY}>{t('employer.fields.noIndustry')}</SelectItem>
                      {INDUSTRIES.map((item) => (
                        <SelectItem key={item} value={item}>
                          {item}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            </div>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <InputField namespace="dashboards" label={t('employer.fields.duration')} error={errors.duration} {...form.register('duration')} />
            <InputField
              namespace="dashboards"
              label={t('employer.fields.deadline')}
              type="date"
              error={errors.deadlineDate}
              {...form.register('deadlineDate')}
            />
          </div>
          <FormField
            name="requirementsText"
            namespace="dashboards"
            label={t('employer.fields.requirements')}
            hint={t('employer.fields.requirementsHint')}
            error={errors.requirementsText}
          >
            {(control) => <Textarea rows={3} {...control} {...form.register('requirementsText')} />}
          </FormField>
          <Controller
            control={form.control}
            name="isHighSchoolOpportunity"
            render={({ field }) => (
              <div className="flex items-center gap-2">
                <Checkbox id={`${id}-hs`} checked={Boolean(field.value)} onCheckedChange={(checked) => field.onChange(checked === true)} />
                <Label htmlFor={`${id}-hs`} className="font-normal">
                  {t('employer.fields.highSchool')}
                </Label>
              </div>
            )}
          />
          <DialogFooter>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? t('employer.creating') : t('employer.create')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
