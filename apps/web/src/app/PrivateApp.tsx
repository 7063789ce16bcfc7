import { useEffect, useMemo } from 'react';
import { useLocation, useRoutes } from 'react-router';
import { GuideTour } from '@/features/guide/GuideTour';
import { ProductPartsProvider } from '@/features/products/parts';
import { resumeNoviceGuide } from '@/features/guide/noviceGuide';
import '@/lib/dayjsLocale';
import { useSessionStore } from '@/lib/session';
import { ConsoleFeedback } from './ConsoleFeedback';
import { DocumentTitle } from './DocumentTitle';
import { PageLoading } from './PageLoading';
import { productParts } from './productParts';
import { RouteContext } from './routes/RouteContext';
import { privateRoutes } from './routes/routeObjects';
import { buildRouteTable, findTrail } from './routes/routeTable';
import { useNodeTitle } from './routes/useNodeTitle';

/** Every signed-in page: routes built from the menus the guard loaded. */
export function PrivateApp() {
  const menus = useSessionStore((s) => s.menus);
  const table = useMemo(() => buildRouteTable(menus ?? []), [menus]);
  const routes = useMemo(() => privateRoutes(table), [table]);
  const element = useRoutes(routes);
  const { pathname } = useLocation();
  const trail = useMemo(() => findTrail(table, pathname), [table, pathname]);
  const current = trail.at(-1) ?? null;
  const context = useMemo(() => ({ table, trail, current }), [table, trail, current]);
  const titleOf = useNodeTitle();
  const tenantId = useSessionStore((s) => s.userInfo?.tenantId);
  const guidePending = useSessionStore((s) => s.guidePending);

  // A novice guide that switched to the own space finishes once that space has loaded.
  useEffect(() => {
    if (guidePending && menus) resumeNoviceGuide();
  }, [guidePending, menus, tenantId]);

  // The menus are gone for a moment on logout, before the login page opens.
  return (
    <ConsoleFeedback>
      {menus ? (
        <RouteContext.Provider value={context}>
          <DocumentTitle title={current ? titleOf(current) : undefined} />
          {/* The product pages' parts from other features: only the console shows them. */}
          <ProductPartsProvider value={productParts}>{element}</ProductPartsProvider>
          <GuideTour />
        </RouteContext.Provider>
      ) : (
        <PageLoading />
      )}
    </ConsoleFeedback>
  );
}
