import type { CSSProperties } from 'react';
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';

interface KeywordSearchProps {
  placeholder: string;
  /** Called with the keyword trimmed: a search for spaces is a search for nothing. */
  onSearch(keyword: string): void;
  testId?: string;
  /** A button labelled "Search" instead of the icon. */
  enterButton?: boolean;
  className?: string;
  style?: CSSProperties;
}

/** The search box of a list. */
export function KeywordSearch({ placeholder, onSearch, testId, enterButton = false, className, style }: KeywordSearchProps) {
  const { t } = useTranslation();
  return (
    <Input.Search
      allowClear
      placeholder={placeholder}
      enterButton={enterButton && t('common.search')}
      className={className}
      style={style}
      data-testid={testId}
      onSearch={(text) => onSearch(text.trim())}
    />
  );
}
