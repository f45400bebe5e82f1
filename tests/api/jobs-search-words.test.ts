import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobsEndpoints } from '@common/endpoints/jobs';
import { createJob, type NewJob } from '@server/seed/factories';
import { createPersona, type Persona } from './helpers/personas';
import { sendTo } from './helpers/request';
import { createTestApp, type TestApp } from './helpers/test-app';

// The search box and the city filter as people type (docs/product/jobs.md#browse): any case and
// any accents, English and French stems, near spellings, and nothing unrelated.

let t: TestApp;
let employer: Persona;

const postings: Array<Partial<NewJob>> = [
  { title: 'Electrical Apprentice', description: 'Pull wire with a licensed crew.', city: 'Toronto' },
  { title: 'Cashier', description: 'Serve customers.', city: 'Montréal' },
  { title: 'Barista in Montréal', description: 'Make coffee downtown.', city: 'Laval' },
  { title: 'Line Cook', description: 'Cook for our team in old Montréal.', city: 'Laval' },
  { title: 'Soudeur', description: 'Assembler des pièces en atelier.', city: 'Québec', type: 'Apprenticeships', industry: 'Trades' },
  { title: 'Carpenter Helper', description: 'Frame houses.', city: 'Ottawa', industry: 'Trades' },
  { title: 'Electronics Sales', description: 'Sell phones and laptops.', city: 'Calgary' },
  { title: 'Soup Kitchen Volunteer', description: 'Hand out meals.', city: 'Halifax' },
];

beforeAll(async () => {
  t = await createTestApp();
  employer = await createPersona(t.app, 'employer');
  for (const posting of postings) await createJob(t.app.deps.db, employer.userId!, posting);
});
afterAll(async () => t.close());

/** The titles a search lists, sorted, after checking that its total says the same. */
async function found(query: { q?: string; city?: string }): Promise<string[]> {
  const response = await sendTo(t.app, null, jobsEndpoints.list, { query });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as { items: Array<{ title: string }>; total: number };
  expect(body.total).toBe(body.items.length);
  return body.items.map((job) => job.title).sort();
}

const MONTREAL = ['Barista in Montréal', 'Cashier', 'Line Cook'];

describe('the search box', () => {
  it('finds "Montréal" in the city, the title and the description, whatever the case and accents typed', async () => {
    for (const q of ['Montreal', 'montreal', 'MONTRÉAL', 'montréal', 'MontrEal']) expect(await found({ q }), q).toEqual(MONTREAL);
  });

  it('finds what was typed with accents in text written without them, and a part of a word', async () => {
    await createJob(t.app.deps.db, employer.userId!, { title: 'Cafe Host', description: 'Greet guests.', city: 'Winnipeg' });
    expect(await found({ q: 'café' })).toEqual(['Cafe Host']);
    expect(await found({ q: 'QUÉB' })).toEqual(['Soudeur']);
  });

  it('matches word stems in English and in French', async () => {
    expect(await found({ q: 'electrician' })).toEqual(['Electrical Apprentice']);
    // The welder's posting is of the type Apprenticeships.
    expect(await found({ q: 'apprentices' })).toEqual(['Electrical Apprentice', 'Soudeur']);
    expect(await found({ q: 'soudeurs' })).toEqual(['Soudeur']);
    expect(await found({ q: 'pièce' })).toEqual(['Soudeur']);
  });

  it('matches near spellings of words of five letters or more', async () => {
    expect(await found({ q: 'electricain' })).toEqual(['Electrical Apprentice']);
    expect(await found({ q: 'carpentr' })).toEqual(['Carpenter Helper']);
    expect(await found({ q: 'Carpanter helper' })).toEqual(['Carpenter Helper']);
  });

  it('needs every word, and finds nothing unrelated', async () => {
    expect(await found({ q: 'electrician montreal' })).toEqual([]);
    expect(await found({ q: 'zeppelin' })).toEqual([]);
    expect(await found({ q: 'soup' })).toEqual(['Soup Kitchen Volunteer']);
    expect(await found({ q: 'electronic' })).toEqual(['Electronics Sales']);
    expect(await found({ q: 'the' })).toEqual([]);
    // Text search's own syntax is plain text here.
    expect(await found({ q: "o'brien & !(cook | :*) <-> \\" })).toEqual([]);
    expect(await found({ q: 'cook | barista' })).toEqual([]);
  });

  it('finds a posting by the words an edit gave it', async () => {
    const job = await createJob(t.app.deps.db, employer.userId!, { title: 'Dishwasher', description: 'Wash dishes.', city: 'Regina' });
    const edited = await sendTo(t.app, employer, jobsEndpoints.editJob, {
      params: { id: job.id },
      body: { title: 'Pâtissière', companyName: job.companyName, description: 'Décorer les gâteaux.', location: job.location, city: 'Regina' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await found({ q: 'patissiere' })).toEqual(['Pâtissière']);
    expect(await found({ q: 'gateau' })).toEqual(['Pâtissière']);
    expect(await found({ q: 'patisiere' })).toEqual(['Pâtissière']);
    expect(await found({ q: 'dishwasher' })).toEqual([]);
  });
});

describe('the city filter', () => {
  it('is the whole city name, whatever the case and accents typed', async () => {
    for (const city of ['Montreal', 'MONTRÉAL', 'montréal']) expect(await found({ city }), city).toEqual(['Cashier']);
    expect(await found({ city: 'quebec' })).toEqual(['Soudeur']);
    expect(await found({ city: 'Montr' })).toEqual([]);
  });
});
