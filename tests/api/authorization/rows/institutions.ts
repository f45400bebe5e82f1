import { endpointUrl } from '@common/api/endpoint';
import { institutionsEndpoints } from '@common/endpoints/institutions';
import { createAlertsForJob } from '@server/features/institutions/alerts-service';
import { createJob } from '@server/seed/factories';
import { sendTo } from '../../helpers/request';
import { row, type MatrixContext, type MatrixRow } from '../matrix-types';

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

/** A fresh alert for the matrix institution (in Toronto, like its profile), so each dismissal has one. */
async function newAlertId({ app, personas }: MatrixContext): Promise<string> {
  const job = await createJob(app.deps.db, personas.employer.userId!, { city: 'Toronto', isHighSchoolOpportunity: true });
  await createAlertsForJob(app.deps.db, job.id);
  const response = await sendTo(app, personas.institution, institutionsEndpoints.alerts, { query: { limit: 100 } });
  const alert = response.json().items.find((item: { job: { id: string } }) => item.job.id === job.id);
  return alert.id;
}

/** Requests of the institutions feature's routes; who may call them comes from the declarations. */
export const institutionsRows: MatrixRow[] = [
  row(institutionsEndpoints.students),
  row(institutionsEndpoints.placements),
  row(institutionsEndpoints.alerts),
  row(institutionsEndpoints.dismissAlert, {
    request: async (ctx, persona) => ({
      url: endpointUrl(institutionsEndpoints.dismissAlert, { params: { id: persona.kind === 'institution' ? await newAlertId(ctx) : NO_SUCH_ID } }),
    }),
  }),
];
