import type { ReactNode } from 'react';
import { Card } from 'antd';
import { BookOutlined, CustomerServiceOutlined, ExportOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useHelpCenterUrl } from '@/app/layouts/useHelpCenterUrl';
import styles from './GettingStarted.module.css';

interface StartLink {
  key: string;
  icon: ReactNode;
  title: string;
  description: string;
  href: string;
}

/** Where a new developer reads up; both open in a new tab so the console stays where it is. */
export function GettingStarted() {
  const { t } = useTranslation();
  const helpCenterUrl = useHelpCenterUrl();
  const links: StartLink[] = [
    {
      key: 'docs',
      icon: <BookOutlined />,
      title: t('dashboard.start.docs'),
      description: t('dashboard.start.docsHint'),
      href: '/document',
    },
    {
      key: 'help',
      icon: <CustomerServiceOutlined />,
      title: t('dashboard.start.help'),
      description: t('dashboard.start.helpHint'),
      href: helpCenterUrl,
    },
  ];

  return (
    <Card title={t('dashboard.start.title')} className={styles.card}>
      <div className={styles.links}>
        {links.map((link) => (
          <a key={link.key} className={styles.link} href={link.href} target="_blank" rel="noopener noreferrer">
            <span className={styles.icon}>{link.icon}</span>
            <span className={styles.text}>
              <span className={styles.title}>
                {link.title} <ExportOutlined className={styles.external} />
              </span>
              <span className={styles.description}>{link.description}</span>
            </span>
          </a>
        ))}
      </div>
    </Card>
  );
}
