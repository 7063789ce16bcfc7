import { useMemo } from 'react';
import { Empty, Spin, Tag, Tree, type TreeDataNode } from 'antd';
import { useTranslation } from 'react-i18next';
import { AdminMenuType, type MenuItem } from '@iotc/shared/menus';
import { menuTitle } from '@/features/menus/components/MenuForm';
import { useMenuTree } from '@/features/menus/hooks';

export interface Links {
  parentOf: Map<string, string | null>;
  childrenOf: Map<string, string[]>;
}

export function linksOf(items: MenuItem[], parentId: string | null = null, links: Links = { parentOf: new Map(), childrenOf: new Map() }): Links {
  for (const item of items) {
    links.parentOf.set(item.id, parentId);
    links.childrenOf.set(item.id, item.children.map((child) => child.id));
    linksOf(item.children, item.id, links);
  }
  return links;
}

function descendants(id: string, links: Links): string[] {
  return (links.childrenOf.get(id) ?? []).flatMap((child) => [child, ...descendants(child, links)]);
}

function ancestors(id: string, links: Links): string[] {
  const up: string[] = [];
  for (let at = links.parentOf.get(id); at; at = links.parentOf.get(at)) up.push(at);
  return up;
}

/**
 * The rule of a check, made for grants rather than for a plain cascade: a page can be granted without
 * its buttons (see the list, not change it), so a parent is never checked or unchecked by its children's
 * state. Checking an entry checks its parents (an entry under an ungranted parent would not show) and
 * everything under it; unchecking one unchecks everything under it.
 */
export function toggleGrant(current: readonly string[], id: string, checked: boolean, links: Links): string[] {
  const next = new Set(current);
  if (checked) for (const other of [id, ...ancestors(id, links), ...descendants(id, links)]) next.add(other);
  else for (const other of [id, ...descendants(id, links)]) next.delete(other);
  return [...next];
}

interface AuthorityTreeProps {
  value?: string[];
  onChange?(value: string[]): void;
}

/** Every menu and button with a checkbox: the authorities a role grants. */
export function AuthorityTree({ value = [], onChange }: AuthorityTreeProps) {
  const { t } = useTranslation();
  const { data, isLoading } = useMenuTree();
  const links = useMemo(() => linksOf(data ?? []), [data]);
  const treeData = useMemo(() => {
    const toNodes = (items: MenuItem[]): TreeDataNode[] =>
      items.map((item) => ({
        key: item.id,
        title: (
          <span data-testid={`authority-${item.id}`}>
            {menuTitle(item)}{' '}
            {item.menuType === AdminMenuType.Button && (
              <Tag color="orange" bordered={false}>
                {t('roles.button')}
              </Tag>
            )}
          </span>
        ),
        children: item.children.length > 0 ? toNodes(item.children) : undefined,
      }));
    return toNodes(data ?? []);
  }, [data, t]);

  if (isLoading) return <Spin />;
  if (treeData.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <div style={{ maxHeight: 360, overflow: 'auto', border: '1px solid rgba(5, 5, 5, 0.06)', borderRadius: 6, padding: 8 }}>
      <Tree
        checkable
        checkStrictly
        selectable={false}
        defaultExpandAll
        treeData={treeData}
        checkedKeys={value}
        onCheck={(_, info) => onChange?.(toggleGrant(value, String(info.node.key), info.checked, links))}
      />
    </div>
  );
}
