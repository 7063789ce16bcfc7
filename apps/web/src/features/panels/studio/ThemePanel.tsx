import { Form, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PanelFont, PanelTheme } from '@iotc/shared/panels';
import { ColorField } from './fields';
import styles from './studio.module.css';

interface ThemePanelProps {
  theme: PanelTheme;
  fonts: readonly PanelFont[];
  onChange(update: (theme: PanelTheme) => PanelTheme, field: string): void;
}

/** The whole panel's look, shown while no component is selected: primary colour, background and font. */
export function ThemePanel({ theme, fonts, onChange }: ThemePanelProps) {
  const { t } = useTranslation();
  return (
    <Form layout="vertical" component="div" size="small" className={styles.props} data-testid="studio-theme">
      <Typography.Paragraph type="secondary">{t('panels.studio.theme.hint')}</Typography.Paragraph>
      <ColorField label={t('panels.studio.theme.primaryColor')} value={theme.primaryColor} testId="theme-primary" onChange={(color) => color && onChange((x) => ({ ...x, primaryColor: color }), 'theme.primaryColor')} />
      <ColorField label={t('panels.studio.theme.background')} value={theme.background} testId="theme-background" onChange={(color) => color && onChange((x) => ({ ...x, background: color }), 'theme.background')} />
      <Form.Item label={t('panels.studio.theme.font')} extra={t('panels.studio.theme.fontHint')}>
        <Select
          value={theme.fontFamily}
          allowClear
          placeholder={t('panels.studio.theme.appFont')}
          notFoundContent={t('panels.studio.props.noFonts')}
          options={fonts.map((f) => ({ value: f.name, label: f.name }))}
          data-testid="theme-font"
          onChange={(font: string | undefined) => onChange((x) => ({ ...x, fontFamily: font ?? null }), 'theme.fontFamily')}
        />
      </Form.Item>
    </Form>
  );
}
