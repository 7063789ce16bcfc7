import { useState, type ReactNode } from 'react';
import { Dropdown } from 'antd';
import { LANGS, type Lang } from '@iotc/shared';
import { currentLanguage, setLanguage } from '@/lib/i18n';

/** The languages' dropdown around the switcher's button, opened as it arrives (it loads on the first click). */
export default function LanguageMenu({ names, children }: { names: Record<Lang, string>; children: ReactNode }) {
  const [open, setOpen] = useState(true);
  return (
    <Dropdown
      trigger={['click']}
      open={open}
      onOpenChange={setOpen}
      menu={{
        items: LANGS.map((lang) => ({ key: lang, label: names[lang] })),
        selectable: true,
        selectedKeys: [currentLanguage],
        onClick: ({ key }) => (key === currentLanguage ? setOpen(false) : setLanguage(key as Lang)),
      }}
    >
      {children}
    </Dropdown>
  );
}
