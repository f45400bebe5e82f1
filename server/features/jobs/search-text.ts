/** The fields a search looks in (docs/product/jobs.md#browse), as one lower-cased text (stored in jobs.search_text). */
export function buildJobSearchText(job: {
  title: string;
  companyName: string;
  description: string;
  location: string;
  city: string;
  type: string;
  industry: string | null | undefined;
  requirements: readonly string[];
}): string {
  return [job.title, job.companyName, job.description, job.location, job.city, job.type, job.industry ?? '', ...job.requirements]
    .join(' ')
    .toLowerCase();
}
