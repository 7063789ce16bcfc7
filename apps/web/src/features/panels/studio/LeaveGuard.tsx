import { useContext, useEffect } from 'react';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router';
import { useTranslation } from 'react-i18next';
import { confirm } from '@/lib/feedback';

/**
 * Asks before unsaved changes are left behind: a move inside the console (menu, tab, link) asks in a
 * dialog, closing or reloading the browser tab in the browser's own.
 */
export function LeaveGuard({ dirty }: { dirty: boolean }) {
  // The console runs on a data router; a page rendered outside one (component tests) has no blocker to ask with.
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return dataRouter ? <NavigationBlocker dirty={dirty} /> : null;
}

function NavigationBlocker({ dirty }: { dirty: boolean }) {
  const { t } = useTranslation();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    confirm({
      title: t('panels.studio.leave.title'),
      content: t('panels.studio.leave.text'),
      okText: t('panels.studio.leave.ok'),
      okButtonProps: { danger: true },
      cancelText: t('panels.studio.leave.stay'),
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
  }, [blocker, t]);
  return null;
}
