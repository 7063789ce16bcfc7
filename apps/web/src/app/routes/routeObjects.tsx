import { Navigate, type RouteObject } from 'react-router';
import { HOME_PATH } from '@/lib/redirect';
import { BasicLayout } from '../layouts/BasicLayout';
import { SectionView } from '../layouts/SectionView';
import { pageFiles, PageView, type PageModule } from '../pages';
import { landingPath, type RouteNode } from './routeTable';

const consolePages = pageFiles(import.meta.glob<PageModule>(['../../features/*/pages/*.tsx', '!../../features/*/pages/*.test.tsx']));

/** A group or section's own path leads to its redirect or first page. */
function landingRoute(node: RouteNode): RouteObject[] {
  const target = landingPath(node);
  return target && target !== node.path ? [{ path: node.path, element: <Navigate to={target} replace /> }] : [];
}

function nodeRoutes(node: RouteNode): RouteObject[] {
  const children = node.children.flatMap(nodeRoutes);
  switch (node.kind) {
    case 'frame':
      return [];
    case 'page':
      // Keyed by path: a page that failed to load must not leave its error on the next one.
      return [{ path: node.path, element: <PageView key={node.path} files={consolePages} name={node.component} /> }, ...children];
    case 'group':
      return [...landingRoute(node), ...children];
    case 'section':
      return [...landingRoute(node), { element: <SectionView node={node} />, children }];
  }
}

/** The signed-in routes: all inside the main layout; `/` leads home; unknown paths go to /404. */
export function privateRoutes(table: RouteNode[]): RouteObject[] {
  return [
    {
      path: '/',
      element: <BasicLayout />,
      children: [{ index: true, element: <Navigate to={HOME_PATH} replace /> }, ...table.flatMap(nodeRoutes)],
    },
    { path: '*', element: <Navigate to="/404" replace /> },
  ];
}
