import { UserType } from '@iotc/shared';
import { confirm, toast } from '@/lib/feedback';
import { t } from '@/lib/i18n';
import { navigate } from '@/lib/navigation';
import { HOME_PATH } from '@/lib/redirect';
import { changeSpace, loadProfile, useSessionStore } from '@/lib/session';
import { setHasGuided } from './api';
import { startTour } from './tour';

/**
 * The novice guide from the menu (spec 000 §4). It runs in the user's own space: there it switches the
 * demo flag on and opens the home page; from another space it asks first, switches to the own space
 * (roles cleared, reload through /refresh), and finishes once that space has loaded. The user is marked
 * as guided when the profile says they were not. Then the guided tour walks through the demo (GuideTour).
 */
export function startNoviceGuide(): void {
  const store = useSessionStore.getState();
  const info = store.userInfo;
  if (!info) return;
  if (info.userType === UserType.Owner) {
    void enterDemo();
    return;
  }
  const own = info.tenantList.find((space) => space.userType === UserType.Owner);
  if (!own) {
    toast.error(t('guide.noOwnSpace'));
    return;
  }
  confirm({
    title: t('guide.switchTitle'),
    content: t('guide.switchContent', { space: own.companyName.trim() || t('header.mySpace') }),
    okText: t('guide.switchOk'),
    cancelText: t('common.cancel'),
    onOk: async () => {
      useSessionStore.getState().setGuidePending(own.tenantId);
      // Refused: the server's message is shown, and the guide does not start later by surprise.
      if (!(await changeSpace(own.tenantId))) useSessionStore.getState().setGuidePending(null);
    },
  });
}

/**
 * Finishes a guide that switched space, once the own space's profile and menus are loaded. Until then
 * (the old space still showing) it waits.
 */
export function resumeNoviceGuide(): void {
  const { guidePending, userInfo, menus } = useSessionStore.getState();
  if (!guidePending || !userInfo || !menus || userInfo.tenantId !== guidePending) return;
  useSessionStore.getState().setGuidePending(null);
  void enterDemo();
}

async function enterDemo(): Promise<void> {
  const store = useSessionStore.getState();
  store.setDemo(true);
  // The tour starts on the home page; it does not mark the user itself: this guide does, just below.
  startTour(true);
  if (window.location.pathname !== HOME_PATH) navigate(HOME_PATH);
  const info = store.userInfo;
  if (!info || info.hasGuided) return;
  try {
    await setHasGuided(info.tenantId);
    await loadProfile();
  } catch {
    // The request client has shown why; the guide runs anyway and asks again next time.
  }
}
