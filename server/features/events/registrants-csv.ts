import { asc, eq } from 'drizzle-orm';
import type { Language } from '@common/languages';
import { fill } from '@common/messages';
import english from '../../locales/en/exports.json';
import french from '../../locales/fr/exports.json';
import type { DbOrTx } from '../../db/client';
import { eventRegistrations, users } from '../../db/schema';
import { notFound } from '../../errors/app-error';
import { toCsv } from '../../http/csv';
import { asRegistrationType } from './event-item';
import { findEvent } from './events-repository';

// Who registered for an event, as a spreadsheet file for admins (docs/product/events.md#who-registered):
// every registration, oldest first, its column names in the request's language
// (server/locales/<language>/exports.json).

type ExportTexts = typeof english;
const TEXTS: Record<Language, ExportTexts> = { en: english, fr: french };

export async function registrantsCsv(db: DbOrTx, eventId: string, language: Language): Promise<{ fileName: string; body: string }> {
  const event = await findEvent(db, eventId);
  if (!event) throw notFound('event');
  const rows = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      registrationType: eventRegistrations.registrationType,
      registeredAt: eventRegistrations.createdAt,
    })
    .from(eventRegistrations)
    .innerJoin(users, eq(users.id, eventRegistrations.userId))
    .where(eq(eventRegistrations.eventId, eventId))
    .orderBy(asc(eventRegistrations.createdAt), asc(eventRegistrations.id));
  const texts = TEXTS[language];
  const header = [texts.firstName, texts.lastName, texts.email, texts.registeredAs, texts.registeredOn];
  const lines = rows.map((row) => [
    row.firstName ?? '',
    row.lastName ?? '',
    row.email,
    texts[`registrationType_${asRegistrationType(row.registrationType)}`],
    // "2026-11-27 08:15": a day and time every spreadsheet reads, in UTC as the header says.
    new Date(row.registeredAt).toISOString().slice(0, 16).replace('T', ' '),
  ]);
  return { fileName: fill(texts.registrantsFileName, { title: event.title }), body: toCsv(header, lines) };
}
