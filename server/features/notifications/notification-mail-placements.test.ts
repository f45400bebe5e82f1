import { describe, expect, it } from 'vitest';
import { PLACEMENT_STEPS } from '@common/enums';
import { notificationMailText, type NotificationMailText } from './notification-mail';

// The e-mails of a placement's steps (docs/product/placements.md#states), in both languages: every
// step has its words, the student reads "your placement", a cancellation gives its reason, and the
// school is told it stays responsible.

const params = { placementId: 'p1', jobTitle: 'Café Helper', studentName: 'Ada L.', reason: 'The café closed' };
const allText = (texts: NotificationMailText) => [texts.subject, texts.actionLabel, ...texts.paragraphs].join('\n');

describe('placement_step e-mails', () => {
  it('have words for every step and reader, in English and French', () => {
    for (const language of ['en', 'fr'] as const)
      for (const step of PLACEMENT_STEPS)
        for (const reader of ['student', 'employer', 'institution'])
          expect(allText(notificationMailText('placement_step', { ...params, step, reader }, language))).not.toMatch(/notifications\.|\{\{/);
  });

  it('tell the employer what to fill in, the school that it stays responsible, everyone why it was cancelled', () => {
    const employer = notificationMailText('placement_step', { ...params, step: 'employer_part', reader: 'employer' }, 'en');
    expect(employer.subject).toBe('Fill in the placement agreement for Ada L.');
    expect(employer.paragraphs[0]).toContain('accepted your offer for “Café Helper”');
    const school = notificationMailText('placement_step', { ...params, step: 'school_part', reader: 'institution' }, 'fr');
    expect(school.paragraphs.at(-1)).toBe("L'école reste responsable du stage\u00a0: ce que FirstRung vérifie n'est qu'un guide.");
    const student = notificationMailText('placement_step', { ...params, step: 'cancelled', reader: 'student' }, 'en');
    expect(student.paragraphs).toEqual(['Your placement for “Café Helper” was cancelled.', 'The reason: The café closed']);
  });

  it('ask each party to sign in its own words, and give the reason of a refusal', () => {
    const student = notificationMailText('placement_step', { ...params, step: 'signature_requested', reader: 'student' }, 'en');
    expect(student.subject).toBe('Sign the placement agreement for “Café Helper”');
    expect(student.paragraphs[0]).toMatch(/^Your placement agreement for “Café Helper” went out for signature\./);
    const declined = notificationMailText('placement_step', { ...params, step: 'signature_declined', reader: 'employer' }, 'fr');
    expect(declined.paragraphs).toEqual([
      "Une partie a refusé de signer l'entente de stage de Ada L. pour «\u00a0Café Helper\u00a0». Elle revient pour correction, puis repart à la signature.",
      'Motif\u00a0: The café closed',
    ]);
    const changed = notificationMailText('placement_step', { ...params, step: 'new_version', reader: 'institution' }, 'en');
    expect(changed.paragraphs).toHaveLength(1);
  });
});
