import type { JobType } from '@common/enums';
import type { Language } from '@common/languages';
import type { PayUnit } from '@common/posting-facts';
import { escapeHtml, jsonForScript, summarise } from './html';
import { languageAlternates } from './language-versions';
import type { ListedJob } from './seo-repository';
import { seoText } from './seo-texts';

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

/** "Title at Company | FirstRung", in the page's language (the employer's words as written). */
export function jobPageTitle(job: Pick<ListedJob, 'title' | 'companyName'>, language: Language): string {
  return seoText(language, 'jobTitle', { title: job.title, companyName: job.companyName });
}

/** Google's unitText for our pay units (https://developers.google.com/search/docs/appearance/structured-data/job-posting#basesalary). */
const PAY_UNIT_TEXTS: Record<PayUnit, string> = { hour: 'HOUR', week: 'WEEK', month: 'MONTH', year: 'YEAR' };

/** The pay as a MonetaryAmount; none for unpaid or unstated pay (a salary of 0 would read as a wage). */
function baseSalaryOf(job: ListedJob): Record<string, unknown> | undefined {
  if (job.payKind !== 'paid' || job.payAmountCents === null || !job.payUnit || !job.payCurrency) return undefined;
  return {
    '@type': 'MonetaryAmount',
    currency: job.payCurrency,
    value: { '@type': 'QuantitativeValue', value: job.payAmountCents / 100, unitText: PAY_UNIT_TEXTS[job.payUnit as PayUnit] ?? 'HOUR' },
  };
}

/** An address the app serves (the logo's, "/api/…") made absolute, as search engines need it. */
function absoluteUrl(publicUrl: string, address: string): string {
  return /^https?:\/\//.test(address) ? address : `${publicUrl}${address.startsWith('/') ? '' : '/'}${address}`;
}

/** The schema.org JobPosting of one posting (https://schema.org/JobPosting). */
export function buildJobPosting(job: ListedJob, publicUrl: string): Record<string, unknown> {
  const countryCode = job.employerCountry ? COUNTRY_CODES[job.employerCountry] : undefined;
  const baseSalary = baseSalaryOf(job);
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    identifier: { '@type': 'PropertyValue', name: job.companyName, value: job.id },
    datePosted: job.createdAt.toISOString(),
    ...(job.applicationDeadline ? { validThrough: job.applicationDeadline.toISOString() } : {}),
    employmentType: employmentTypeOf(job.type),
    // Students apply on the posting's own page, without another site or account in between.
    directApply: true,
    ...(baseSalary ? { baseSalary } : {}),
    ...(job.startDate ? { jobStartDate: job.startDate } : {}),
    ...(job.places !== null ? { totalJobOpenings: job.places } : {}),
    hiringOrganization: {
      '@type': 'Organization',
      name: job.companyName,
      ...(job.employerWebsite ? { sameAs: job.employerWebsite } : {}),
      ...(job.employerLogo ? { logo: absoluteUrl(publicUrl, job.employerLogo) } : {}),
    },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        ...(job.location.trim() ? { streetAddress: job.location } : {}),
        addressLocality: job.city,
        ...(job.postalCode ? { postalCode: job.postalCode } : {}),
        ...(job.employerRegion ? { addressRegion: job.employerRegion } : {}),
        ...(countryCode ? { addressCountry: countryCode } : {}),
      },
    },
    url: jobPageUrl(publicUrl, job.id),
  };
}

/**
 * Everything a crawler that runs no scripts should see in the <head> of /jobs/{id}, in the page's
 * language: the fixed words translated, the employer's as written. `canonicalUrl` is the address
 * of this language version (with ?lang= when the request named one); the alternates name them all.
 */
export function jobPageHeadTags(job: ListedJob, publicUrl: string, language: Language, canonicalUrl = jobPageUrl(publicUrl, job.id)): string {
  const title = escapeHtml(jobPageTitle(job, language));
  const description = escapeHtml(
    summarise(seoText(language, 'jobDescription', { companyName: job.companyName, city: job.city, description: job.description })),
  );
  const url = escapeHtml(canonicalUrl);
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${url}" />`,
    ...languageAlternates(jobPageUrl(publicUrl, job.id)).map(
      (alternate) => `<link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeHtml(alternate.href)}" />`,
    ),
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="FirstRung" />`,
    `<meta property="og:locale" content="${seoText(language, 'ogLocale')}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta name="twitter:card" content="summary" />`,
    `<script type="application/ld+json">${jsonForScript(buildJobPosting(job, publicUrl))}</script>`,
  ]
    .map((tag) => `  ${tag}`)
    .join('\n');
}
