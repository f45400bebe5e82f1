import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EmployerJob } from '@common/contracts/jobs';
import { INDUSTRIES, JOB_TYPES } from '@common/enums';
import { FormField, InputField } from '@web/components/form/form-field';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@web/components/ui/dialog';
import { Label } from '@web/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/use-toast';
import { useCreateJob, useEditJob } from '../api/employer-jobs';
import { isEmailNotVerified } from '@web/lib/api-client';
import { PostingFactFields } from './posting-fact-fields';
import {
  emptyPostingForm,
  NO_INDUSTRY,
  postingBodyOf,
  postingFormOf,
  postingFormSchema,
  type PostingFormInput,
  type PostingFormOutput,
} from './posting-form';
import { useChoiceLabel } from '@web/lib/choice-labels';

/** The Create Posting dialog (docs/product/jobs.md#posting); companyName is prefilled from the profile. */
export function CreatePostingDialog({ companyName, industry }: { companyName: string; industry: string | null }) {
  const { t } = useTranslation('dashboards');
  return (
    <PostingFormDialog
      defaults={emptyPostingForm(companyName, industry)}
      trigger={
        <Button>
          <Plus aria-hidden="true" />
          {t('employer.createPosting')}
        </Button>
      }
    />
  );
}

/** The Edit dialog of one posting (docs/product/jobs.md#editing): the same form, filled with the posting. */
export function EditPostingDialog({ job, companyName, trigger }: { job: EmployerJob; companyName: string; trigger: ReactNode }) {
  return <PostingFormDialog defaults={postingFormOf(job, companyName)} job={job} trigger={trigger} />;
}

/** The posting form in a dialog: creates a posting, or edits `job`. */
function PostingFormDialog({ defaults, job, trigger }: { defaults: PostingFormInput; job?: EmployerJob; trigger: ReactNode }) {
  const { t } = useTranslation('dashboards');
  const industryLabel = useChoiceLabel('industries');
  const jobTypeLabel = useChoiceLabel('jobTypes');
  const id = useId();
  const [open, setOpen] = useState(false);
  const create = useCreateJob();
  const edit = useEditJob();
  const pending = create.isPending || edit.isPending;
  const form = useForm<PostingFormInput, unknown, PostingFormOutput>({ resolver: zodResolver(postingFormSchema), defaultValues: defaults });
  const { errors } = form.formState;
  const onOpenChange = (next: boolean) => {
    // Each opening starts from the posting as it is now (or an empty form).
    if (next) form.reset(defaults);
    setOpen(next);
  };

  const onSubmit = form.handleSubmit((values) => {
    const body = postingBodyOf(values);
    const callbacks = {
      onSuccess: () => {
        toast({ title: t('employer.toast.success'), description: t(job ? 'employer.toast.edited' : 'employer.toast.created') });
        setOpen(false);
      },
      onError: (error: Error) =>
        toast({
          variant: 'destructive',
          title: t('employer.toast.error'),
          description: isEmailNotVerified(error)
            ? t('employer.toast.emailNotVerified')
            : t(job ? 'employer.toast.updateFailed' : 'employer.toast.createFailed'),
        }),
    };
    if (job) edit.mutate({ id: job.id, body }, callbacks);
    else create.mutate(body, callbacks);
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{job ? t('employer.editTitle', { title: job.title }) : t('employer.createTitle')}</DialogTitle>
          <DialogDescription>{job ? t('employer.editDescription') : t('employer.createDescription')}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <InputField namespace="dashboards" label={t('employer.fields.title')} error={errors.title} {...form.register('title')} />
          {/* The server posts under the verified company's name; the field shows it, read-only. */}
          <InputField
            namespace="dashboards"
            label={t('employer.fields.companyName')}
            hint={t('employer.fields.companyNameHint')}
            error={errors.companyName}
            readOnly
            {...form.register('companyName')}
          />
          <p className="-mt-2 text-sm">
            <Link to="/setup-profile/employer" className="font-medium text-primary underline underline-offset-4">
              {t('employer.fields.editCompanyProfile')}
            </Link>
          </p>
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
                          {jobTypeLabel(type)}
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
                          {industryLabel(item)}
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
          <PostingFactFields form={form} />
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
                <Label htmlFor={`${id}-hs`} weight="normal">
                  {t('employer.fields.highSchool')}
                </Label>
              </div>
            )}
          />
          <DialogFooter>
            <Button type="submit" disabled={pending}>
              {job ? (pending ? t('employer.saving') : t('employer.save')) : pending ? t('employer.creating') : t('employer.create')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
