import type { ReactNode } from 'react';
import { Button, Flex } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { Perm } from '@iotc/shared';
import { Permission } from '@/lib/permission';

interface FilterBarProps {
  /** The filters and searches, on the left. */
  children: ReactNode;
  /** The list's "Add" button, on the right; shown only to users holding `perm`. */
  add?: { perm: Perm; label: ReactNode; testId: string; onClick(): void };
}

/** The bar above an admin list: filters left, the add button right; both wrap onto new lines on narrow screens. */
export function FilterBar({ children, add }: FilterBarProps) {
  return (
    <Flex wrap gap={12} justify="space-between" align="center" style={{ marginBottom: 16 }}>
      <Flex wrap gap={8} align="center" style={{ maxWidth: '100%' }}>
        {children}
      </Flex>
      {add && (
        <Permission perm={add.perm}>
          <Button type="primary" icon={<PlusOutlined />} data-testid={add.testId} onClick={add.onClick}>
            {add.label}
          </Button>
        </Permission>
      )}
    </Flex>
  );
}
