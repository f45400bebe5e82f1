import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileCatalog, translateMessage } from './message-catalog';
import { errorTranslator } from './translate-error';

const NB = '\u00a0';

describe('a message catalog', () => {
  const catalog = compileCatalog({
    'That job was not found.': 'Cette offre est introuvable.',
    'Please wait {{seconds}} seconds.': 'Veuillez attendre {{seconds}} secondes.',
    'Please upload a {{types}} or {{last}} file.': 'Veuillez téléverser un fichier {{types}} ou {{last}}.',
    'This is not a {{kind}} file. Please upload a {{types}} or {{last}} file.':
      "Ce n'est pas un fichier {{kind}}. Veuillez téléverser un fichier {{types}} ou {{last}}.",
  });

  it('translates a message as written, and puts the values of a pattern back', () => {
    expect(translateMessage(catalog, 'That job was not found.')).toBe('Cette offre est introuvable.');
    expect(translateMessage(catalog, 'Please wait 42 seconds.')).toBe('Veuillez attendre 42 secondes.');
    expect(translateMessage(catalog, 'Please upload a PDF, DOC or DOCX file.')).toBe('Veuillez téléverser un fichier PDF, DOC ou DOCX.');
  });

  it('matches the whole message only, the more specific pattern first', () => {
    expect(translateMessage(catalog, 'This is not a PNG file. Please upload a PDF or JPG file.')).toBe(
      "Ce n'est pas un fichier PNG. Veuillez téléverser un fichier PDF ou JPG.",
    );
    expect(translateMessage(catalog, 'Sorry. That job was not found.')).toBeUndefined();
  });
});

describe('the French translator of error answers', () => {
  const french = errorTranslator('fr')!;

  it('is none for English (the answers stay as written)', () => {
    expect(errorTranslator('en')).toBeNull();
  });

  it('translates an issue and its "path: message" answer', () => {
    const body = { code: 'VALIDATION_FAILED' as const, message: 'cursor: This page link is out of date. Please start again from the first page.' };
    const issues = [{ path: 'cursor', message: 'This page link is out of date. Please start again from the first page.' }];
    expect(french.body({ ...body, issues })).toEqual({
      code: 'VALIDATION_FAILED',
      message: `cursor${NB}: Ce lien de page est périmé. Veuillez recommencer à partir de la première page.`,
      issues: [{ path: 'cursor', message: 'Ce lien de page est périmé. Veuillez recommencer à partir de la première page.' }],
    });
  });

  it("writes zod's own messages from the issue", () => {
    const schema = z.object({ a: z.string().max(3), b: z.array(z.number()).min(2), c: z.enum(['x', 'y']), d: z.email(), e: z.string() }).strict();
    const result = schema.safeParse({ a: 'abcd', b: [1], c: 'q', d: 'no', extra: 1 });
    const texts = result.error!.issues.map((issue) => french.message(issue.message, issue));
    expect(texts).toEqual([
      `Trop long${NB}: au plus 3 caractères`,
      `Pas assez d'éléments${NB}: au moins 2 éléments`,
      `Option non valide${NB}: il faut l'une de ces valeurs${NB}: "x"|"y"`,
      'Adresse courriel non valide',
      `Valeur manquante${NB}: il faut du texte`,
      `Clé non reconnue${NB}: "extra"`,
    ]);
  });

  it('prefers the catalog for a message the product wrote, and keeps English for one it does not know', () => {
    const issue = z.string().min(1, 'Title is required').safeParse('').error!.issues[0]!;
    expect(french.message(issue.message, issue)).toBe('Le titre est obligatoire');
    expect(french.message('A message nobody translated.')).toBe('A message nobody translated.');
    expect(french.missing).toEqual(['A message nobody translated.']);
  });
});
