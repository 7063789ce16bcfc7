import type { ReactNode } from 'react';
import { Button } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DocumentType, IntroduceType } from '@iotc/shared/docs';
import { AppFooter } from '@/app/layouts/AppFooter';
import { Brand } from '@/app/layouts/Brand';
import { LanguageSwitcher } from '@/app/layouts/LanguageSwitcher';
import { HOME_PATH, LOGIN_PATH } from '@/lib/redirect';
import { useSessionStore } from '@/lib/sessionStore';
import { documentPath, LEGAL_TYPES, useDocumentNames } from '../hooks';
import styles from './DocsFrame.module.css';

const NAV_TYPES: readonly IntroduceType[] = ['documentHome', ...LEGAL_TYPES];

/**
 * The public document pages: a light header with the product name, links among the documents and
 * the way back (to the console when signed in, else to sign-in), the content 1200 px wide and centred, the footer.
 */
export function DocsFrame({ current, children }: { current: DocumentType; children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const names = useDocumentNames();
  const signedIn = useSessionStore((s) => s.token !== null);

  return (
    <div className={styles.frame}>
      <header className={styles.header}>
        <div className={styles.bar}>
          <Brand to="/document" />
          <div className={styles.actions}>
            <LanguageSwitcher />
            <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(signedIn ? HOME_PATH : LOGIN_PATH)}>
              {t(signedIn ? 'docs.backToConsole' : 'docs.backToLogin')}
            </Button>
          </div>
        </div>
        <nav className={styles.nav}>
          {NAV_TYPES.map((type) => (
            <Link
              key={type}
              to={documentPath(type)}
              className={type === current ? `${styles.navLink} ${styles.active}` : styles.navLink}
              aria-current={type === current ? 'page' : undefined}
            >
              {names[type]}
            </Link>
          ))}
        </nav>
      </header>
      <main className={styles.main}>{children}</main>
      <AppFooter />
    </div>
  );
}
