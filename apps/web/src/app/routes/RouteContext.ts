import { createContext, useContext } from 'react';
import type { RouteNode } from './routeTable';

export interface RouteContextValue {
  /** Every signed-in route, as built from the menus. */
  table: RouteNode[];
  /** From the top level down to the page shown; [] when it is not in the table. */
  trail: RouteNode[];
  current: RouteNode | null;
}

export const RouteContext = createContext<RouteContextValue>({ table: [], trail: [], current: null });

export function useRouteContext(): RouteContextValue {
  return useContext(RouteContext);
}
