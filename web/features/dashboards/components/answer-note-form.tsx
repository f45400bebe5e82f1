import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ANSWER_NOTE_MAX } from '@common/constants';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';

/** A short note sent with an answer ("when suits me", why I decline): its label, Send and Cancel. */
export function AnswerNoteForm({
  label,
  hint,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
}: {
  label: string;
  hint?: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: (note: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('dashboards');
  const id = useId();
  const [note, setNote] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(note);
  };
  return (
    <form onSubmit={submit} className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        value={note}
        maxLength={ANSWER_NOTE_MAX}
        onChange={(event) => setNote(event.target.value)}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={pending}>
          {submitLabel}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onCancel}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
