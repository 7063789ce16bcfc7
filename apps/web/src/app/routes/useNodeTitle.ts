import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import { useRouteContext } from './RouteContext';
import { serverTitle, type RouteNode } from './routeTable';

/** A route node's title in the page's language. */
export function useNodeTitle(): (node: RouteNode) => string {
  const { t } = useTranslation();
  return useCallback((node: RouteNode) => (node.titleKey ? t(node.titleKey) : serverTitle(node, currentLanguage)), [t]);
}

/** The title of the page shown, its menu entry's: the page's header says what the menu and the browser tab say. */
export function usePageTitle(): string {
  const { current } = useRouteContext();
  const titleOf = useNodeTitle();
  return current ? titleOf(current) : '';
}
