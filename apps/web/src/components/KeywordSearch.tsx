import type { CSSProperties, ReactNode } from 'react';
import { Input } from 'antd';

interface KeywordSearchProps {
  placeholder: string;
  /** Called with the keyword trimmed: a search for spaces is a search for nothing. */
  onSearch(keyword: string): void;
  testId?: string;
  /** A labelled search button instead of the icon. */
  enterButton?: ReactNode;
  className?: string;
  style?: CSSProperties;
}

/** The search box of a list. */
export function KeywordSearch({ placeholder, onSearch, testId, enterButton, className, style }: KeywordSearchProps) {
  return (
    <Input.Search
      allowClear
      placeholder={placeholder}
      enterButton={enterButton}
      className={className}
      style={style}
      data-testid={testId}
      onSearch={(text) => onSearch(text.trim())}
    />
  );
}
