import type { ReactNode } from 'react';
import { Button, Checkbox, Flex, Popover, Tooltip } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

interface ColumnSettingsProps {
  columns: { key: string; title: ReactNode }[];
  hidden: string[];
  onChange(hidden: string[]): void;
}

/** The list's column chooser: a check per column; the last one shown cannot be hidden. */
export function ColumnSettings({ columns, hidden, onChange }: ColumnSettingsProps) {
  const { t } = useTranslation();
  const shown = columns.filter((column) => !hidden.includes(column.key));
  const label = t('list.columns');

  const content = (
    <Flex vertical gap={6} data-testid="list-columns-panel">
      {columns.map((column) => {
        const visible = !hidden.includes(column.key);
        return (
          <Checkbox
            key={column.key}
            checked={visible}
            disabled={visible && shown.length === 1}
            data-testid={`list-column-${column.key}`}
            onChange={(event) => onChange(event.target.checked ? hidden.filter((key) => key !== column.key) : [...hidden, column.key])}
          >
            {column.title}
          </Checkbox>
        );
      })}
      <Button size="small" disabled={hidden.length === 0} onClick={() => onChange([])} data-testid="list-columns-reset">
        {t('list.showAllColumns')}
      </Button>
    </Flex>
  );

  return (
    <Popover trigger="click" placement="bottomRight" title={label} content={content}>
      <Tooltip title={label}>
        <Button icon={<SettingOutlined />} aria-label={label} data-testid="list-columns" />
      </Tooltip>
    </Popover>
  );
}
