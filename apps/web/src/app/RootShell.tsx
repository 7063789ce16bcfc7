import { Outlet, useMatches, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DocumentTitle } from './DocumentTitle';

/** Title of a public route, by locale key (signed-in routes take theirs from the menus). */
export interface PublicRouteHandle {
  titleKey: string;
}

function isPublicHandle(handle: unknown): handle is PublicRouteHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as PublicRouteHandle).titleKey === 'string';
}

/** Around every route: the title of public pages and a progress line while a route loads. */
export function RootShell() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const handle = useMatches().at(-1)?.handle;
  return (
    <>
      {navigation.state === 'loading' && <div className="route-progress" />}
      {isPublicHandle(handle) && <DocumentTitle title={t(handle.titleKey)} />}
      <Outlet />
    </>
  );
}
