import { Card, Empty } from 'antd';

/**
 * A home-page panel whose figures are not there yet: an honest empty state in place of numbers.
 * (Notices and the device-credential quota fill these in once they exist.)
 */
export function EmptyPanel({ title, description }: { title: string; description: string }) {
  return (
    <Card title={title} style={{ height: '100%' }}>
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={description} />
    </Card>
  );
}
