import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptAttribute } from '@common/contracts/documents';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';

interface FileFieldProps {
  extensions: readonly string[];
  maxBytes: number;
  onChange: (file: File | null) => void;
  disabled?: boolean;
}

/** A labelled file picker limited to the allowed extensions, with the limits spelled out. */
export function FileField({ extensions, maxBytes, onChange, disabled }: FileFieldProps) {
  const { t } = useTranslation('documents');
  const id = useId();
  const types = [...new Set(extensions.map((ext) => (ext === 'jpeg' ? 'jpg' : ext).toUpperCase()))].join(', ');
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{t('fields.file')}</Label>
      <Input
        id={id}
        type="file"
        accept={acceptAttribute(extensions)}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
      />
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {t('fields.fileHint', { types, size: maxBytes / 1024 / 1024 })}
      </p>
    </div>
  );
}
