import { useState } from 'react';
import { Button, Tooltip, Typography } from 'antd';
import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import styles from './triples.module.css';

const MASK = '••••••••';

/** A device password: masked until revealed; copying never needs it shown. */
export function PasswordCell({ password, testId }: { password: string; testId: string }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const label = t(shown ? 'triples.password.hide' : 'triples.password.show');
  return (
    <span className={styles.password}>
      <Typography.Text
        code
        copyable={{ text: password, tooltips: [t('triples.password.copy'), t('triples.password.copied')] }}
        data-testid={testId}
      >
        {shown ? password : MASK}
      </Typography.Text>
      <Tooltip title={label}>
        <Button type="text" size="small" icon={shown ? <EyeInvisibleOutlined /> : <EyeOutlined />} aria-label={label} onClick={() => setShown(!shown)} data-testid={`${testId}-reveal`} />
      </Tooltip>
    </span>
  );
}
