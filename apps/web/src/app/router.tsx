import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { documentTypes } from '@iotc/shared/docs';
import { loadConsoleTexts } from '@/lib/i18n';
import { bindNavigate } from '@/lib/navigation';
import { LOGIN_PATH } from '@/lib/redirect';
import { REFRESH_PATH } from '@/lib/session';
import { guestLoader, privateLoader, refreshLoader } from './guard';
import { UserLayout } from './layouts/UserLayout';
import { PageLoading } from './PageLoading';
import { pageFiles, PageView, type PageModule } from './pages';
import { RootShell, type PublicRouteHandle } from './RootShell';
import { RouteError } from './RouteError';

/** The documents of /doc/:type: every public one but the home. */
const DOCUMENT_PAGE_TYPES = new Set<string>(documentTypes.filter((type) => type !== 'documentHome'));

const publicPages = pageFiles(import.meta.glob<PageModule>(['../features/{auth,docs,errors}/pages/*.tsx', '!../features/*/pages/*.test.tsx']));

function publicPage(path: string, page: string, titleKey: string): RouteObject {
  return { path, element: <PageView key={path} files={publicPages} name={page} />, handle: { titleKey } satisfies PublicRouteHandle };
}

/** Public routes (spec 000 §2) are fixed; everything else is built from the menus inside PrivateApp. */
export const routes: RouteObject[] = [
  {
    element: <RootShell />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      {
        element: <UserLayout />,
        children: [
          { ...publicPage(LOGIN_PATH, 'auth/LoginPage', 'route.login'), loader: guestLoader },
          publicPage('/document/register', 'auth/RegisterPage', 'route.register'),
          publicPage('/document/forgotPassword', 'auth/ForgotPasswordPage', 'route.forgotPassword'),
        ],
      },
      publicPage('/document', 'docs/DocumentHomePage', 'route.document'),
      {
        ...publicPage('/doc/:type', 'docs/LegalDocumentPage', 'route.legal'),
        loader: ({ params }) => (DOCUMENT_PAGE_TYPES.has(params.type ?? '') ? null : redirect('/404')),
      },
      publicPage('/404', 'errors/NotFoundPage', 'route.notFound'),
      { path: REFRESH_PATH, loader: refreshLoader },
      // The console's layout, menus, tour and texts load only once signed in: the login page does without them.
      {
        path: '*',
        loader: privateLoader,
        lazy: async () => {
          const [{ PrivateApp }] = await Promise.all([import('./PrivateApp'), loadConsoleTexts()]);
          return { Component: PrivateApp };
        },
      },
    ],
  },
];

export function createAppRouter() {
  const router = createBrowserRouter(routes);
  bindNavigate((to, options) => void router.navigate(to, options));
  return router;
}
