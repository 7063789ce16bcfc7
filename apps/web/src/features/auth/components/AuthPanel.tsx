import type { ReactNode } from 'react';
import { Typography } from 'antd';
import styles from './AuthPanel.module.css';

export interface AuthPanelProps {
  title: string;
  subtitle?: ReactNode;
  /** Registration is a longer form and gets a wider card. */
  wide?: boolean;
  /** Below the form: the links to the other auth pages. */
  footer?: ReactNode;
  children: ReactNode;
}

/** The card every sign-in page sits in, so login, registration and reset look alike. */
export function AuthPanel({ title, subtitle, wide = false, footer, children }: AuthPanelProps) {
  return (
    <section className={wide ? `${styles.panel} ${styles.wide}` : styles.panel}>
      <header className={styles.header}>
        <Typography.Title level={3}>{title}</Typography.Title>
        {subtitle && (
          <Typography.Text type="secondary" className={styles.subtitle}>
            {subtitle}
          </Typography.Text>
        )}
      </header>
      {children}
      {footer && <div className={styles.footer}>{footer}</div>}
    </section>
  );
}
