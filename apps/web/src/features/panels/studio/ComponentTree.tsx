import { Empty, Tree, type TreeDataNode } from 'antd';
import { DeleteOutlined, ExclamationCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { PanelComponent } from '@iotc/shared/panels';
import { DeleteAction } from '@/components/DeleteAction';
import { COMPONENT_ICONS, typeLabel } from './componentTypes';
import { flatten } from './documentOps';
import styles from './studio.module.css';

interface ComponentTreeProps {
  components: readonly PanelComponent[];
  selectedId: string | null;
  /** Component ids with problems: marked red. */
  broken: ReadonlySet<string>;
  onSelect(id: string | null): void;
  onDelete(id: string): void;
}

/** The current page's components and groups as a tree: select one, or delete it (a group with what it holds) after a confirmation. */
export function ComponentTree({ components, selectedId, broken, onSelect, onDelete }: ComponentTreeProps) {
  const { t } = useTranslation();
  if (components.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('panels.studio.tree.empty')} />;

  const nodeOf = (c: PanelComponent): TreeDataNode => ({
    key: c.id,
    title: (
      <span className={styles.treeTitle} title={typeLabel(t, c.type)} data-testid={`tree-item-${c.name}`} data-broken={broken.has(c.id)}>
        {COMPONENT_ICONS[c.type]}
        <span className={styles.treeName}>{c.name}</span>
        {broken.has(c.id) && <ExclamationCircleFilled className={styles.problemMark} />}
        {/* Deleting does not select the row. */}
        <span onClick={(event) => event.stopPropagation()}>
          <DeleteAction
            icon={<DeleteOutlined />}
            description={t(c.type === 'group' ? 'panels.studio.tree.deleteGroup' : 'panels.studio.tree.delete', { name: c.name, count: flatten(c.children ?? []).length })}
            testId={`tree-delete-${c.name}`}
            confirmTestId={`tree-delete-confirm-${c.name}`}
            onConfirm={async () => onDelete(c.id)}
          />
        </span>
      </span>
    ),
    children: c.children?.map(nodeOf),
  });

  return (
    <Tree
      blockNode
      defaultExpandAll
      selectedKeys={selectedId ? [selectedId] : []}
      treeData={components.map(nodeOf)}
      onSelect={(keys) => onSelect(keys.length > 0 ? String(keys[0]) : null)}
      data-testid="studio-tree"
    />
  );
}
