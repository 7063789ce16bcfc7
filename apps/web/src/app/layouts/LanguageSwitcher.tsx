import { Button, Dropdown } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LANGS, type Lang } from '@iotc/shared';
import { currentLanguage, setLanguage } from '@/lib/i18n';

/** Each language is named in itself, so anyone finds theirs. */
export function useLanguageNames(): Record<Lang, string> {
  const { t } = useTranslation();
  return { 'zh-CN': t('language.zhCN'), 'en-US': t('language.enUS') };
}

/** zh-CN / en-US; choosing one reloads the page (spec 000 §1). */
export function LanguageSwitcher() {
  const names = useLanguageNames();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: LANGS.map((lang) => ({ key: lang, label: names[lang] })),
        selectable: true,
        selectedKeys: [currentLanguage],
        onClick: ({ key }) => key !== currentLanguage && setLanguage(key as Lang),
      }}
    >
      <Button type="text" icon={<GlobalOutlined />} data-testid="lang-switcher">
        {names[currentLanguage]}
      </Button>
    </Dropdown>
  );
}
