import type { ReactNode } from 'react';
import { Result, Tag } from 'antd';
import { ClockCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** A view whose work has not landed yet: says what it will hold and that it is coming, nothing to click. */
export function ComingSoon({ title, description, testId }: { title: ReactNode; description: ReactNode; testId?: string }) {
  const { t } = useTranslation();
  return (
    <div data-testid={testId}>
      <Result
        icon={<ClockCircleOutlined style={{ color: '#8c8c8c' }} />}
        title={
          <>
            {title} <Tag>{t('products.coming')}</Tag>
          </>
        }
        subTitle={description}
      />
    </div>
  );
}
