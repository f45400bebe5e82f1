import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { parseReference, REFERENCE_INPUT_MAX, verifyPagePath } from '@common/public-reference';
import { FormField } from '@web/components/form/form-field';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';

/**
 * Where a person types the reference printed on a document. A text that cannot be a reference is
 * said so here, before anything is asked of the server; one that can opens /verify/{reference}.
 */
export function ReferenceForm({ initial }: { initial: string }) {
  const { t } = useTranslation('verify');
  const navigate = useNavigate();
  const [value, setValue] = useState(initial);
  const [malformed, setMalformed] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const reference = parseReference(value);
    setMalformed(reference === null);
    if (reference) void navigate(verifyPagePath(reference));
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-3" aria-label={t('form.label')}>
      <FormField
        name="reference"
        label={t('form.label')}
        hint={t('form.hint')}
        namespace="verify"
        required
        error={malformed ? { type: 'format', message: t('validation.reference.format') } : undefined}
      >
        {(control) => (
          <Input
            {...control}
            name="reference"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            maxLength={REFERENCE_INPUT_MAX}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="FR-XXXX-XXXX-XXXX"
            className="font-mono uppercase"
          />
        )}
      </FormField>
      <Button type="submit" className="justify-self-start">
        {t('form.submit')}
      </Button>
    </form>
  );
}
