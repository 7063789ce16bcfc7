import { lazy, Suspense, useState } from 'react';
import { Button } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@iotc/shared';
import { currentLanguage } from '@/lib/i18n';

// antd's Dropdown and Menu weigh more than the rest of the login page's header: they load on the first click.
const LanguageMenu = lazy(() => import('./LanguageMenu'));

/** Each language is named in itself, so anyone finds theirs. */
export function useLanguageNames(): Record<Lang, string> {
  const { t } = useTranslation();
  return { 'zh-CN': t('language.zhCN'), 'en-US': t('language.enUS') };
}

/** zh-CN / en-US; choosing one reloads the page (spec 000 §1). */
export function LanguageSwitcher() {
  const names = useLanguageNames();
  const [wanted, setWanted] = useState(false);
  const button = (
    <Button type="text" icon={<GlobalOutlined />} data-testid="lang-switcher" onClick={() => setWanted(true)}>
      {names[currentLanguage]}
    </Button>
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <LanguageMenu names={names}>{button}</LanguageMenu>
    </Suspense>
  );
}
