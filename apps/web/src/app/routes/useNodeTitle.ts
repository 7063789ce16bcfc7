import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import { serverTitle, type RouteNode } from './routeTable';

/** A route node's title in the page's language. */
export function useNodeTitle(): (node: RouteNode) => string {
  const { t } = useTranslation();
  return useCallback((node: RouteNode) => (node.titleKey ? t(node.titleKey) : serverTitle(node, currentLanguage)), [t]);
}
