import type { JobType } from '@common/enums';
import { escapeHtml, jsonForScript, summarise } from './html';
import type { ListedJob } from './seo-repository';

/** schema.org / Google employmentType values for our job types (common/enums JOB_TYPES). */
const EMPLOYMENT_TYPES: Record<JobType, string> = {
  'Full Time': 'FULL_TIME',
  'Part Time': 'PART_TIME',
  'Work Experience (After School)': 'INTERN',
  // Paid work with training towards a trade; schema.org has no closer value.
  Apprenticeships: 'OTHER',
  Seasonal: 'TEMPORARY',
};

export function employmentTypeOf(type: string): string {
  return EMPLOYMENT_TYPES[type as JobType] ?? 'OTHER';
}

/** ISO 3166 codes for the countries we serve; anything else is left out rather than guessed. */
const COUNTRY_CODES: Record<string, string> = { Canada: 'CA', USA: 'US' };

export function jobPageUrl(publicUrl: string, jobId: string): string {
  return `${publicUrl}/jobs/${jobId}`;
}

export function jobPageTitle(job: Pick<ListedJob, 'title' | 'companyName'>): string {
  return `${job.title} at ${job.companyName} | FirstRung`;
}

/** The schema.org JobPosting of one posting (https://schema.org/JobPosting). */
export function buildJobPosting(job: ListedJob, publicUrl: string): Record<string, unknown> {
  const countryCode = job.employerCountry ? COUNTRY_CODES[job.employerCountry] : undefined;
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    identifier: { '@type': 'PropertyValue', name: job.companyName, value: job.id },
    datePosted: job.createdAt.toISOString(),
    ...(job.applicationDeadline ? { validThrough: job.applicationDeadline.toISOString() } : {}),
    employmentType: employmentTypeOf(job.type),
    hiringOrganization: {
      '@type': 'Organization',
      name: job.companyName,
      ...(job.employerWebsite ? { sameAs: job.employerWebsite } : {}),
    },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: job.city,
        ...(job.employerRegion ? { addressRegion: job.employerRegion } : {}),
        ...(countryCode ? { addressCountry: countryCode } : {}),
      },
    },
    url: jobPageUrl(publicUrl, job.id),
  };
}

/** Everything a crawler that runs no scripts should see in the <head> of /jobs/{id}. */
export function jobPageHeadTags(job: ListedJob, publicUrl: string): string {
  const title = escapeHtml(jobPageTitle(job));
  const description = escapeHtml(summarise(`${job.companyName} in ${job.city}: ${job.description}`));
  const url = escapeHtml(jobPageUrl(publicUrl, job.id));
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${url}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="FirstRung" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta name="twitter:card" content="summary" />`,
    `<script type="application/ld+json">${jsonForScript(buildJobPosting(job, publicUrl))}</script>`,
  ]
    .map((tag) => `  ${tag}`)
    .join('\n');
}
