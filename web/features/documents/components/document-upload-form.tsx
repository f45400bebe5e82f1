import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/use-toast';
import { documentUploadFailure, isFileReady } from '../lib/upload-feedback';
import { FileField } from './file-field';

/** The text fields of an upload as the form holds them. */
interface DocumentFieldsInput {
  documentType?: string;
  description?: string;
}

interface DocumentUploadFormProps<Fields extends DocumentFieldsInput> {
  /** The contract's text fields of this upload (common/contracts/documents.ts). */
  schema: z.ZodType<Fields, DocumentFieldsInput>;
  /** The upload's mutation (api/): the text fields and the file. */
  upload: {
    mutate: (input: NoInfer<Fields> & { file: File }, callbacks: { onSuccess: () => void; onError: (error: Error) => void }) => void;
    isPending: boolean;
  };
  extensions: readonly string[];
  maxBytes: number;
  /** The types to choose from, `defaultType` chosen at first; without them the type is written freely (and required). */
  documentTypes?: readonly string[];
  defaultType?: string;
  /** The failure toast's title, and its text when the server's answer gives none the form shows. */
  failedTitle: string;
  failedText?: string;
}

/**
 * A document upload (docs/product/schools.md#documents): the file, its type and an optional
 * description. The browser checks the file is chosen and within the limit before sending; after
 * an upload the form is blank again.
 */
export function DocumentUploadForm<Fields extends DocumentFieldsInput>({
  schema,
  upload,
  extensions,
  maxBytes,
  documentTypes,
  defaultType = '',
  failedTitle,
  failedText,
}: DocumentUploadFormProps<Fields>) {
  const { t } = useTranslation('documents');
  const typeId = useId();
  const descriptionId = useId();
  const [file, setFile] = useState<File | null>(null);
  // Changing the key clears the native file input after a successful upload.
  const [fileInputKey, setFileInputKey] = useState(0);
  const form = useForm<DocumentFieldsInput, unknown, Fields>({
    resolver: zodResolver(schema) as Resolver<DocumentFieldsInput, unknown, Fields>,
    defaultValues: { documentType: defaultType, description: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((fields) => {
    if (!isFileReady(file, maxBytes, t)) return;
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
          toast({ variant: 'destructive', title: failedTitle, description: documentUploadFailure(error, t) ?? failedText });
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FileField key={fileInputKey} extensions={extensions} maxBytes={maxBytes} onChange={setFile} disabled={upload.isPending} />
      <div className="grid gap-2">
        <Label htmlFor={typeId}>{t('fields.documentType')}</Label>
        {documentTypes ? (
          <Controller
            control={form.control}
            name="documentType"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange} disabled={upload.isPending}>
                <SelectTrigger id={typeId}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {documentTypes.map((type) => (
                    <SelectItem key={type} value={type}>
                      {t(`types.${type}`)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        ) : (
          <>
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
          </>
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
