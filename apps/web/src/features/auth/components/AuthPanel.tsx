import type { ReactNode } from 'react';
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
        {/* Plain headings styled as antd's Title and secondary Text: Typography would add 7 KB to the login page. */}
        <h3 className={styles.title}>{title}</h3>
        {subtitle && <span className={styles.subtitle}>{subtitle}</span>}
      </header>
      {children}
      {footer && <div className={styles.footer}>{footer}</div>}
    </section>
  );
}
