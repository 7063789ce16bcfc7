import { TreeSelect } from 'antd';
import type { ProductClass } from '@iotc/shared/productClasses';
import { useProductTypes } from '../hooks';
import { classNameOf } from '../labels';

interface TreeNode {
  value: string;
  title: string;
  children?: TreeNode[];
}

const toNodes = (classes: ProductClass[]): TreeNode[] =>
  classes.map((c) => ({ value: c.id, title: classNameOf(c), children: c.children.length > 0 ? toNodes(c.children) : undefined }));

interface ProductTypeSelectProps {
  value?: string;
  /** Form.Item hands it in when the select is a field. */
  onChange?: (value: string | undefined) => void;
  placeholder: string;
  testId?: string;
  className?: string;
}

/** A category filter: a top-level class stands for all of its children. */
export function ProductTypeSelect({ value, onChange, placeholder, testId, className }: ProductTypeSelectProps) {
  const types = useProductTypes();
  return (
    <TreeSelect<string>
      allowClear
      showSearch
      treeNodeFilterProp="title"
      className={className}
      value={value}
      loading={types.isPending}
      treeData={toNodes(types.data ?? [])}
      placeholder={placeholder}
      popupMatchSelectWidth={false}
      onChange={(next) => onChange?.(next ?? undefined)}
      data-testid={testId}
    />
  );
}
