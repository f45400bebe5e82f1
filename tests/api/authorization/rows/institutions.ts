import { createAlertsForJob } from '@server/features/institutions/alerts-service';
import { createJob } from '@server/seed/factories';
import { only, type MatrixContext, type MatrixRow } from '../matrix-types';

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

/** A fresh alert for the matrix institution (in Toronto, like its profile), so each dismissal has one. */
async function newAlertId({ app, personas }: MatrixContext): Promise<string> {
  const job = await createJob(app.deps.db, personas.employer.userId!, { city: 'Toronto', isHighSchoolOpportunity: true });
  await createAlertsForJob(app.deps.db, job.id);
  const response = await app.inject({ method: 'GET', url: '/api/institution/alerts', headers: { cookie: personas.institution.cookie! } });
  const alert = response.json().alerts.find((item: { job: { id: string } }) => item.job.id === job.id);
  return alert.id;
}

/** Authorization rules of the institutions feature's routes. */
export const institutionsRows: MatrixRow[] = [
  { method: 'GET', route: '/api/institution/students', expect: only('institution') },
  { method: 'GET', route: '/api/institution/placements', expect: only('institution') },
  { method: 'GET', route: '/api/institution/alerts', expect: only('institution') },
  {
    method: 'DELETE',
    route: '/api/institution/alerts/:id',
    request: async (ctx, persona) => ({ url: `/api/institution/alerts/${persona.kind === 'institution' ? await newAlertId(ctx) : NO_SUCH_ID}` }),
    expect: only('institution'),
  },
];
