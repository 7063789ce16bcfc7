import { Outlet } from 'react-router';
import { LOGIN_PATH } from '@/lib/redirect';
import { AppFooter } from './AppFooter';
import { Brand } from './Brand';
import { LanguageSwitcher } from './LanguageSwitcher';

/** Login and registration: brand, language switcher, the page centred, footer. */
export function UserLayout() {
  return (
    <div className="user-layout">
      <header className="user-layout__bar">
        <Brand to={LOGIN_PATH} />
        <LanguageSwitcher />
      </header>
      <main className="user-layout__main">
        <Outlet />
      </main>
      <AppFooter />
    </div>
  );
}
