// The subscriber count (admins only).
import { useQuery } from '@tanstack/react-query';
import { newsletterEndpoints } from '@common/endpoints/newsletter';
import { apiQueryOptions } from '@web/lib/api-query';

export const newsletterStatsQueryOptions = () => apiQueryOptions(newsletterEndpoints.stats);

export const useNewsletterStats = () => useQuery(newsletterStatsQueryOptions());
