import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { HOME_PATH } from '@/lib/redirect';
import { StatusResult } from './StatusResult';

/** The router's error page: something threw while loading or drawing a route. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <div className="route-error">
      <StatusResult
        status="error"
        title={t('routeError.title')}
        subTitle={t('routeError.hint')}
        extra={
          <Space>
            <Button type="primary" onClick={() => window.location.reload()}>
              {t('routeError.reload')}
            </Button>
            <Button onClick={() => window.location.assign(HOME_PATH)}>{t('routeError.home')}</Button>
          </Space>
        }
      />
    </div>
  );
}
