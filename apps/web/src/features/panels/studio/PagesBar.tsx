import { useState } from 'react';
import { Button, Form, Input, Space, Tabs, Tooltip } from 'antd';
import { ArrowLeftOutlined, ArrowRightOutlined, EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PANEL_PAGE_NAME_MAX_LENGTH, PANEL_PAGES_MAX } from '@iotc/shared';
import { panelPageSchema, type PanelPage } from '@iotc/shared/panels';
import { FormModal } from '@/components/FormModal';
import { confirm } from '@/lib/feedback';
import { useZodRule } from '@/lib/form';
import styles from './studio.module.css';

interface PagesBarProps {
  pages: readonly PanelPage[];
  pageId: string;
  /** Pages with problems: marked. */
  broken: ReadonlySet<string>;
  onOpen(pageId: string): void;
  onAdd(): void;
  onRename(pageId: string, name: string): void;
  onDelete(pageId: string): void;
  onShift(pageId: string, by: -1 | 1): void;
}

/** The panel's pages as tabs: open, add, rename (a name is required, §5), move and delete (asked first; the last page stays). */
export function PagesBar({ pages, pageId, broken, onOpen, onAdd, onRename, onDelete, onShift }: PagesBarProps) {
  const { t } = useTranslation();
  const [renaming, setRenaming] = useState(false);
  const [form] = Form.useForm<{ name: string }>();
  const nameRule = useZodRule(panelPageSchema.shape.name);
  const index = pages.findIndex((p) => p.id === pageId);
  const page = pages[index];

  const askDelete = (id: string) => {
    const target = pages.find((p) => p.id === id);
    if (!target) return;
    confirm({
      title: t('panels.studio.pages.deleteTitle', { name: target.name }),
      content: target.components.length > 0 ? t('panels.studio.pages.deleteText', { count: target.components.length }) : undefined,
      okText: t('common.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => onDelete(id),
    });
  };

  const tools = (
    <Space size={4}>
      <Tooltip title={t('panels.studio.pages.rename')}>
        <Button size="small" icon={<EditOutlined />} aria-label={t('panels.studio.pages.rename')} data-testid="page-rename" onClick={() => setRenaming(true)} />
      </Tooltip>
      <Tooltip title={t('panels.studio.pages.moveLeft')}>
        <Button size="small" icon={<ArrowLeftOutlined />} aria-label={t('panels.studio.pages.moveLeft')} disabled={index <= 0} onClick={() => onShift(pageId, -1)} />
      </Tooltip>
      <Tooltip title={t('panels.studio.pages.moveRight')}>
        <Button size="small" icon={<ArrowRightOutlined />} aria-label={t('panels.studio.pages.moveRight')} disabled={index >= pages.length - 1} onClick={() => onShift(pageId, 1)} />
      </Tooltip>
    </Space>
  );

  return (
    <>
      <Tabs
        type="editable-card"
        size="small"
        activeKey={pageId}
        onChange={onOpen}
        hideAdd={pages.length >= PANEL_PAGES_MAX}
        addIcon={<span data-testid="page-add">+</span>}
        onEdit={(key, action) => (action === 'add' ? onAdd() : askDelete(String(key)))}
        tabBarExtraContent={tools}
        items={pages.map((p) => ({
          key: p.id,
          label: (
            <span data-testid={`page-tab-${p.name}`} className={broken.has(p.id) ? styles.brokenText : undefined}>
              {p.name}
            </span>
          ),
          closable: pages.length > 1,
        }))}
        data-testid="studio-pages"
      />
      <FormModal<{ name: string }>
        open={renaming && page !== undefined}
        title={t('panels.studio.pages.rename')}
        form={form}
        name="pageName"
        initialValues={{ name: page?.name ?? '' }}
        saving={false}
        submitTestId="page-rename-ok"
        onSubmit={({ name }) => {
          onRename(pageId, name.trim());
          setRenaming(false);
        }}
        onClose={() => setRenaming(false)}
      >
        <Form.Item name="name" label={t('field.pageName')} rules={[nameRule]}>
          <Input maxLength={PANEL_PAGE_NAME_MAX_LENGTH} autoFocus data-testid="page-name" />
        </Form.Item>
      </FormModal>
    </>
  );
}
