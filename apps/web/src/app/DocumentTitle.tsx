import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the browser tab's title: "<page> - <product>", or the product alone. */
export function DocumentTitle({ title }: { title?: string }) {
  const { t } = useTranslation();
  const product = t('app.name');
  useEffect(() => {
    document.title = title ? `${title} - ${product}` : product;
  }, [title, product]);
  return null;
}
