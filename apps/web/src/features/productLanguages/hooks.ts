import { useMemo } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProductFunction } from '@iotc/shared/functions';
import { type LanguageListQuery, localizeFunctions } from '@iotc/shared/productLanguages';
import { currentLanguage } from '@/lib/i18n';
import { getProductTexts, listLanguageEntries, resetLanguageEntries, saveLanguageEntries } from './api';

/** Every product-language query sits under this key; a write marks them all stale, so every view reads the new texts. */
const LANGUAGES_KEY = ['productLanguages'] as const;

export const productLanguageQueryKeys = {
  list: (query: LanguageListQuery) => [...LANGUAGES_KEY, query.productId, 'list', query] as const,
  texts: (productId: string) => [...LANGUAGES_KEY, productId, 'texts'] as const,
};

export function useLanguageEntries(query: LanguageListQuery) {
  return useQuery({ queryKey: productLanguageQueryKeys.list(query), queryFn: () => listLanguageEntries(query), placeholderData: keepPreviousData });
}

export function useProductTexts(productId: string | null | undefined) {
  return useQuery({ queryKey: productLanguageQueryKeys.texts(productId ?? ''), queryFn: () => getProductTexts(productId!), enabled: Boolean(productId) });
}

/**
 * The product's functions with their names in the console's language (fixed for the page's life: a switch reloads) (the product's language entries over the stored
 * names): what tables, logs and panels show. The stored ones until the texts load, or when they cannot.
 */
export function useLocalizedFunctions(productId: string | null | undefined, functions: readonly ProductFunction[] | undefined): ProductFunction[] {
  const texts = useProductTexts(productId).data?.texts;
  return useMemo(() => localizeFunctions(functions ?? [], texts, currentLanguage), [functions, texts]);
}

function useLanguageMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: LANGUAGES_KEY }) });
}

export const useSaveLanguageEntries = () => useLanguageMutation(saveLanguageEntries);
export const useResetLanguageEntries = () => useLanguageMutation(({ productId, keys }: { productId: string; keys: string[] }) => resetLanguageEntries(productId, keys));
