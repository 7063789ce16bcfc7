import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import styles from './NotFoundPage.module.css';

/** /404, where unknown paths land. Home is `/`: the guard sends it on to the dashboard or to sign-in. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <main className={styles.page}>
      <Result
        status="404"
        title={t('errors.notFound.title')}
        subTitle={t('errors.notFound.description')}
        extra={
          <Button type="primary" onClick={() => navigate('/', { replace: true })}>
            {t('errors.notFound.backHome')}
          </Button>
        }
      />
    </main>
  );
}
