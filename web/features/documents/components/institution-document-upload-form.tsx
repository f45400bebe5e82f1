import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { INSTITUTION_DOCUMENT_MAX_BYTES } from '@common/constants';
import { INSTITUTION_DOCUMENT_EXTENSIONS, institutionDocumentFields } from '@common/contracts/documents';
import { DEFAULT_INSTITUTION_DOCUMENT_TYPE, INSTITUTION_DOCUMENT_TYPES } from '@common/enums';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/use-toast';
import { useUploadInstitutionDocument } from '../api/institution-documents';
import { documentUploadFailure, isFileReady } from '../lib/upload-feedback';
import { FileField } from './file-field';

type Fields = z.input<typeof institutionDocumentFields>;

/** An institution uploads a form with a type (default Work Experience Form) and a description (docs/product/schools.md#documents). */
export function InstitutionDocumentUploadForm() {
  const { t } = useTranslation('documents');
  const typeId = useId();
  const descriptionId = useId();
  const [file, setFile] = useState<File | null>(null);
  // Changing the key clears the native file input after a successful upload.
  const [fileInputKey, setFileInputKey] = useState(0);
  const upload = useUploadInstitutionDocument();
  const form = useForm<Fields, unknown, z.output<typeof institutionDocumentFields>>({
    resolver: zodResolver(institutionDocumentFields),
    defaultValues: { documentType: DEFAULT_INSTITUTION_DOCUMENT_TYPE, description: '' },
  });
  const descriptionError = form.formState.errors.description;

  const submit = form.handleSubmit((fields) => {
    if (!isFileReady(file, INSTITUTION_DOCUMENT_MAX_BYTES, t)) return;
    upload.mutate(
      { ...fields, file },
      {
        onSuccess: () => {
          toast({ title: t('toast.uploaded') });
          form.reset();
          setFile(null);
          setFileInputKey((key) => key + 1);
        },
        onError: (error) => {
          toast({ variant: 'destructive', title: t('toast.institutionUploadFailed'), description: documentUploadFailure(error, t) });
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FileField
        key={fileInputKey}
        extensions={INSTITUTION_DOCUMENT_EXTENSIONS}
        maxBytes={INSTITUTION_DOCUMENT_MAX_BYTES}
        onChange={setFile}
        disabled={upload.isPending}
      />
      <div className="grid gap-2">
        <Label htmlFor={typeId}>{t('fields.documentType')}</Label>
        <Controller
          control={form.control}
          name="documentType"
          render={({ field }) => (
            <Select value={field.value} onValueChange={field.onChange} disabled={upload.isPending}>
              <SelectTrigger id={typeId}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {INSTITUTION_DOCUMENT_TYPES.map((type) => (
                  <SelectItem key={type} value={type}>
                    {t(`types.${type}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={descriptionId}>{t('fields.description')}</Label>
        <Textarea
          id={descriptionId}
          placeholder={t('fields.descriptionPlaceholder')}
          aria-invalid={descriptionError ? true : undefined}
          aria-describedby={descriptionError ? `${descriptionId}-error` : undefined}
          {...form.register('description')}
        />
        {descriptionError && (
          <p id={`${descriptionId}-error`} className="text-sm font-medium text-destructive dark:text-red-300">
            {t('validation.description')}
          </p>
        )}
      </div>
      <Button type="submit" disabled={upload.isPending} className="justify-self-start">
        {upload.isPending ? t('actions.uploading') : t('actions.upload')}
      </Button>
    </form>
  );
}
