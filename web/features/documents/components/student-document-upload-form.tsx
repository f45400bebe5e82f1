import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { STUDENT_DOCUMENT_MAX_BYTES } from '@common/constants';
import { STUDENT_DOCUMENT_EXTENSIONS, studentDocumentFields } from '@common/contracts/documents';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/use-toast';
import { useUploadMyDocument } from '../api/my-documents';
import { documentUploadFailure, isFileReady } from '../lib/upload-feedback';
import { FileField } from './file-field';

type Fields = z.input<typeof studentDocumentFields>;

/** A student uploads a document (up to 5 MB) with a type and an optional description (docs/product/schools.md#documents). */
export function StudentDocumentUploadForm() {
  const { t } = useTranslation('documents');
  const typeId = useId();
  const descriptionId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [fileInputKey, setFileInputKey] = useState(0);
  const upload = useUploadMyDocument();
  const form = useForm<Fields, unknown, z.output<typeof studentDocumentFields>>({
    resolver: zodResolver(studentDocumentFields),
    defaultValues: { documentType: '', description: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((fields) => {
    if (!isFileReady(file, STUDENT_DOCUMENT_MAX_BYTES, t)) return;
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
          toast({
            variant: 'destructive',
            title: t('toast.uploadFailedTitle'),
            description: documentUploadFailure(error, t) ?? t('toast.uploadFailed'),
          });
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FileField
        key={fileInputKey}
        extensions={STUDENT_DOCUMENT_EXTENSIONS}
        maxBytes={STUDENT_DOCUMENT_MAX_BYTES}
        onChange={setFile}
        disabled={upload.isPending}
      />
      <div className="grid gap-2">
        <Label htmlFor={typeId}>{t('fields.documentType')}</Label>
        <Input
          id={typeId}
          placeholder={t('fields.documentTypePlaceholder')}
          aria-invalid={errors.documentType ? true : undefined}
          aria-describedby={errors.documentType ? `${typeId}-error` : undefined}
          {...form.register('documentType')}
        />
        {errors.documentType && (
          <p id={`${typeId}-error`} className="text-sm font-medium text-destructive dark:text-red-300">
            {t('validation.documentType')}
          </p>
        )}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={descriptionId}>{t('fields.description')}</Label>
        <Textarea
          id={descriptionId}
          placeholder={t('fields.descriptionPlaceholder')}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? `${descriptionId}-error` : undefined}
          {...form.register('description')}
        />
        {errors.description && (
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
