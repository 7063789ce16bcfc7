import type { ReactNode } from 'react';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './WizardFooter.module.css';

export interface WizardFooterProps {
  step: number;
  /** How many steps the wizard has: the last one shows `finish` instead of Next. */
  steps: number;
  goTo: (step: number) => void;
  onCancel: () => void;
  /** The last step's button (create, publish). */
  finish: ReactNode;
  /** Why the server refused the wizard's result, shown above the buttons. */
  problem?: string | null;
  /** Prefix of the test ids: `<prefix>-cancel`, `-back`, `-next`, `-problem`. */
  testId: string;
}

/** A step-by-step form's bottom row: Cancel on the left, Back and Next (or the last step's button) on the right. */
export function WizardFooter({ step, steps, goTo, onCancel, finish, problem, testId }: WizardFooterProps) {
  const { t } = useTranslation();
  return (
    <>
      {problem && <Alert type="error" showIcon className={styles.alert} message={problem} data-testid={`${testId}-problem`} />}
      <div className={styles.footer}>
        <Button onClick={onCancel} data-testid={`${testId}-cancel`}>
          {t('common.cancel')}
        </Button>
        <div className={styles.footerRight}>
          {step > 0 && (
            <Button onClick={() => goTo(step - 1)} data-testid={`${testId}-back`}>
              {t('common.previousStep')}
            </Button>
          )}
          {step < steps - 1 ? (
            <Button type="primary" onClick={() => goTo(step + 1)} data-testid={`${testId}-next`}>
              {t('common.nextStep')}
            </Button>
          ) : (
            finish
          )}
        </div>
      </div>
    </>
  );
}
