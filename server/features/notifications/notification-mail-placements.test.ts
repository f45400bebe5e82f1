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

  it('tell the student of a did-not-show in their own words, and whom to talk to if it is wrong', () => {
    const student = notificationMailText('placement_step', { ...params, step: 'did_not_show', reader: 'student' }, 'en');
    expect(student.subject).toBe('Your supervisor says you did not come to “Café Helper”');
    expect(student.paragraphs[0]).toMatch(
      /^Your supervisor said you did not come to your placement for “Café Helper”\. If this is wrong, talk to your school/,
    );
    const french = notificationMailText('placement_step', { ...params, step: 'did_not_show', reader: 'student' }, 'fr');
    expect(french.subject).not.toContain('Ada L.');
    expect(french.paragraphs[0]).toMatch(/^Votre tuteur a indiqué que vous n’êtes pas venu/);
    // The school keeps its own words, naming the student.
    const school = notificationMailText('placement_step', { ...params, step: 'did_not_show', reader: 'institution' }, 'en');
    expect(school.subject).toBe('Ada L. did not show for “Café Helper”');
  });

  it('tell the student and the employer that the run issued the certificate', () => {
    const student = notificationMailText('placement_step', { ...params, step: 'certificate_issued', reader: 'student' }, 'en');
    expect(student.subject).toBe('The certificate for “Café Helper” is issued');
    expect(student.paragraphs[0]).toMatch(/^Your supervisor’s evaluation and your reflection on “Café Helper” are in: your certificate is issued\./);
    const employer = notificationMailText('placement_step', { ...params, step: 'certificate_issued', reader: 'employer' }, 'fr');
    expect(employer.paragraphs[0]).toContain('Ada L.');
    expect(employer.paragraphs[0]).toContain('l’attestation est délivrée');
  });
});
