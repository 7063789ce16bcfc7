import { useEffect, useState } from 'react';
import { Button, QRCode, Space, Tour, Typography, type TourStepProps } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { UserType } from '@iotc/shared';
import { HOME_PATH } from '@/lib/redirect';
import { useSessionStore } from '@/lib/session';
import { appDownloadUrl } from './api';
import { endTour, goToStep, welcomeTour } from './tour';
import styles from './GuideTour.module.css';
import { LAST_STEP, TOUR_STEPS, isOnStep, pickTarget, stepTargets } from './tourSteps';
import { useTourStore } from './tourStore';

/** How long a step waits for its page to draw what it points at before it points at the page's card. */
export const TARGET_WAIT_MS = 10_000;
const POLL_MS = 100;
/** antd's xl, from which the debug page puts the controls beside the log. */
const CONTROLS_BESIDE_LOG = '(min-width: 1200px)';

/** The element a step points at, once its page shows it (undefined while waiting). */
function useStepTarget(step: number | null, active: boolean, selectors: string[]): Element | null | undefined {
  const [target, setTarget] = useState<Element | null | undefined>(undefined);
  // One string, so a new array of the same selectors does not restart the wait.
  const key = selectors.join('\n');
  useEffect(() => {
    setTarget(undefined);
    if (step === null || !active) return;
    const since = Date.now();
    const find = (selector: string) => document.querySelector(selector);
    const look = () => {
      const found = pickTarget(key.split('\n'), find, Date.now() - since >= TARGET_WAIT_MS);
      if (found === undefined) return false;
      setTarget(found);
      return true;
    };
    if (look()) return;
    const timer = window.setInterval(() => {
      if (look()) window.clearInterval(timer);
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [step, active, key]);
  return target;
}

function AppDownload() {
  const { t } = useTranslation();
  const url = useQuery({ queryKey: ['guide', 'appDownloadUrl'], queryFn: appDownloadUrl, staleTime: Infinity });
  if (!url.data) return null;
  return (
    <div className={styles.app}>
      <QRCode value={url.data} size={72} bordered={false} className={styles.qr} />
      <div>
        <Typography.Paragraph className={styles.appText}>{t('guide.tour.appHint')}</Typography.Paragraph>
        <Typography.Link href={url.data} target="_blank" rel="noreferrer" data-testid="tour-app-url">
          {t('guide.tour.appLink')}
        </Typography.Link>
      </div>
    </div>
  );
}

/**
 * The guided tour for new users (spec 001 §4 Tour): four steps across the console's pages. Next opens
 * the next step's page and waits for what the step points at; Skip (or the close button) ends it at any
 * step; Finish ends it at step 4. Leaving the step's page another way ends it too. Shown once by itself
 * on the dashboard of a user's own space while the profile says unguided; the novice guide starts it too.
 */
export function GuideTour() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  const { step, demo, masked, leaving, busy, tenantId, arrived } = useTourStore();
  const userInfo = useSessionStore((s) => s.userInfo);
  const guidePending = useSessionStore((s) => s.guidePending);
  const onStep = step !== null && isOnStep(step, demo, { pathname, search });

  // First login: a user who has not been guided, in their own space, on the home page.
  const unguided = Boolean(userInfo && !userInfo.hasGuided && userInfo.userType === UserType.Owner);
  useEffect(() => {
    if (unguided && step === null && !guidePending && pathname === HOME_PATH) welcomeTour(here);
  }, [unguided, step, guidePending, pathname, here]);

  // Another space, or signed out: the tour belonged to the space it started in.
  useEffect(() => {
    if (step !== null && userInfo && userInfo.tenantId !== tenantId) endTour();
  }, [step, userInfo, tenantId]);

  // On the step's page: arrived. Elsewhere, unless a step change is still leaving this page: ended.
  useEffect(() => {
    if (step === null) return;
    if (onStep) {
      if (leaving !== null) arrived();
    } else if (leaving !== here) {
      endTour();
    }
  }, [step, onStep, leaving, here, arrived]);

  const target = useStepTarget(step, onStep && leaving === null, step === null ? [] : stepTargets(step, demo));
  if (step === null) return null;
  const sideBySide = window.matchMedia(CONTROLS_BESIDE_LOG).matches;

  const steps: TourStepProps[] = TOUR_STEPS.map((name, index) => ({
    title: <span data-testid={`tour-step-${index + 1}`}>{t(`guide.tour.${name}.title`)}</span>,
    description: (
      <>
        <Typography.Paragraph className={styles.text}>{t(`guide.tour.${name}.text`)}</Typography.Paragraph>
        {name === 'debug' && <AppDownload />}
      </>
    ),
    target: index === step && target ? () => target as HTMLElement : null,
    // The controls are taller than the window: below them the card is pushed back over the first ones.
    // Beside them, over the top of the log, every control stays in view.
    ...(name === 'debug' && sideBySide ? { placement: 'rightTop' as const } : {}),
  }));

  return (
    <Tour
      open={onStep && target !== undefined}
      current={step}
      steps={steps}
      mask={masked}
      placement="bottom"
      rootClassName={styles.tour}
      onClose={endTour}
      actionsRender={() => (
        <Space size={8} wrap className={styles.actions}>
          <Button size="small" type="text" onClick={endTour} data-testid="tour-skip">
            {t('guide.tour.skip')}
          </Button>
          {step > 0 && (
            <Button size="small" disabled={busy} onClick={() => void goToStep(step - 1, here)} data-testid="tour-prev">
              {t('guide.tour.prev')}
            </Button>
          )}
          {step < LAST_STEP ? (
            <Button size="small" type="primary" loading={busy} onClick={() => void goToStep(step + 1, here)} data-testid="tour-next">
              {busy ? t('guide.tour.preparing') : t('guide.tour.next')}
            </Button>
          ) : (
            <Button size="small" type="primary" onClick={endTour} data-testid="tour-finish">
              {t('guide.tour.finish')}
            </Button>
          )}
        </Space>
      )}
    />
  );
}
