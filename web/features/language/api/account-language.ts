import type { QueryClient } from '@tanstack/react-query';
import { accountEndpoints } from '@common/endpoints/account';
import type { Language } from '@common/languages';
import { currentUserQueryOptions } from '@web/features/auth';
import { callApi } from '@web/lib/api-client';

/**
 * Saves the language on the signed-in account (PUT /api/account/language) and puts it into the
 * cached current user. Only a signed-in user needs this: it is fetched when first used, not with
 * a visitor's first download.
 */
export async function saveAccountLanguage(queryClient: QueryClient, language: Language): Promise<void> {
  const saved = await callApi(accountEndpoints.setLanguage, { body: { language } });
  queryClient.setQueryData(currentUserQueryOptions().queryKey, (user) => user && { ...user, language: saved.language });
}
