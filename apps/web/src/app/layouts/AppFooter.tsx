import { useTranslation } from 'react-i18next';
import { COPYRIGHT_SINCE } from '@iotc/shared';
import { DEV_OUTBOX } from '@/features/auth/mailbox';
import { usePublicConfig } from '@/lib/publicConfig';

/** Where a Chinese ICP filing number is looked up. */
const FILING_SITE = 'https://beian.miit.gov.cn/';

/**
 * Copyright line from the spec's year to the current one (by this browser's clock, so it never goes stale)
 * and the provider's filing number (spec 000 §1); the outbox link where the outbox answers this browser.
 */
export function AppFooter() {
  const { t } = useTranslation();
  const config = usePublicConfig();
  return (
    <footer className="app-footer">
      <span>{t('app.copyright', { since: COPYRIGHT_SINCE, year: new Date().getFullYear(), name: t('app.name') })}</span>
      {config?.filingNumber && (
        <a href={FILING_SITE} target="_blank" rel="noopener noreferrer">
          {config.filingNumber}
        </a>
      )}
      {config?.outbox && (
        <a href={DEV_OUTBOX} target="_blank" rel="noopener noreferrer">
          {t('app.devOutbox')}
        </a>
      )}
    </footer>
  );
}
