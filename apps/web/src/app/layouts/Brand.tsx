import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

function Logo() {
  return (
    <svg className="brand-logo" viewBox="0 0 64 64" aria-hidden="true">
      <rect width="64" height="64" rx="14" fill="currentColor" />
      <circle cx="32" cy="32" r="7" fill="#fff" />
      <path d="M18 32a14 14 0 0 1 28 0M12 32a20 20 0 0 1 40 0" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" opacity=".85" />
      <path d="M32 39v13" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}

/** Logo and product name, linking to `to`. */
export function Brand({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <Link to={to} className="brand">
      <Logo />
      <span className="brand-name">{t('app.name')}</span>
    </Link>
  );
}
