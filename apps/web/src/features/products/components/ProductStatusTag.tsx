import { Tag } from 'antd';
import { CheckCircleOutlined, SyncOutlined } from '@ant-design/icons';
import { ProductStatus } from '@iotc/shared/products';
import { productStatusLabel } from '../labels';

/** Developing (blue) or published (green). */
export function ProductStatusTag({ status }: { status: ProductStatus }) {
  const published = status === ProductStatus.Published;
  return (
    <Tag
      color={published ? 'success' : 'processing'}
      icon={published ? <CheckCircleOutlined /> : <SyncOutlined />}
      data-testid="product-status"
      data-status={status}
    >
      {productStatusLabel(status)}
    </Tag>
  );
}
