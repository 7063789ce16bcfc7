import { useMemo } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProductFunction } from '@iotc/shared/functions';
import { type LanguageListQuery, localizeFunctions } from '@iotc/shared/productLanguages';
import { productQueryKeys } from '@/features/products/queryKeys';
import { currentLanguage } from '@/lib/i18n';
import { getProductTexts, listLanguageEntries, resetLanguageEntries, saveLanguageEntries } from './api';

/**
 * A product's language queries sit under its part 'languages' of the product queries: a write of its texts marks them
 * stale, so every view reads the new texts, and so does any change of the product (a function renamed changes the
 * source of its entry).
 */
const languagesKey = (productId: string) => productQueryKeys.part(productId, 'languages');

export const productLanguageQueryKeys = {
  list: (query: LanguageListQuery) => [...languagesKey(query.productId), 'list', query] as const,
  texts: (productId: string) => [...languagesKey(productId), 'texts'] as const,
};

export function useLanguageEntries(query: LanguageListQuery) {
  return useQuery({ queryKey: productLanguageQueryKeys.list(query), queryFn: () => listLanguageEntries(query), placeholderData: keepPreviousData });
}

export function useProductTexts(productId: string | null | undefined) {
  return useQuery({ queryKey: productLanguageQueryKeys.texts(productId ?? ''), queryFn: () => getProductTexts(productId!), enabled: Boolean(productId) });
}

/**
 * The product's functions with their names in the console's language (the product's language entries over the stored
 * names): what tables, logs and panels show. The stored ones until the texts load, or when they cannot. The language is
 * fixed for the page's life (a switch reloads the console).
 */
export function useLocalizedFunctions(productId: string | null | undefined, functions: readonly ProductFunction[] | undefined): ProductFunction[] {
  const texts = useProductTexts(productId).data?.texts;
  return useMemo(() => localizeFunctions(functions ?? [], texts, currentLanguage), [functions, texts]);
}

function useLanguageMutation<V extends { productId: string }, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: (_data, { productId }) => queryClient.invalidateQueries({ queryKey: languagesKey(productId) }) });
}

export const useSaveLanguageEntries = () => useLanguageMutation(saveLanguageEntries);
export const useResetLanguageEntries = () => useLanguageMutation(({ productId, keys }: { productId: string; keys: string[] }) => resetLanguageEntries(productId, keys));
