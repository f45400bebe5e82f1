import { z } from 'zod';

export const publicStatsSchema = z.object({
  activeOpportunities: z.number().int(),
  employerPartners: z.number().int(),
  studentsConnected: z.number().int(),
});
export type PublicStats = z.infer<typeof publicStatsSchema>;
