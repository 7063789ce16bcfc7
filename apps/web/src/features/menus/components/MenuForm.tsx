import { useMemo } from 'react';
import { Col, Form, Input, InputNumber, Radio, Row, Switch, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { lengthRange } from '@iotc/shared';
import {
  type AdminMenuBody,
  AdminMenuType,
  menuCodeSchema,
  type MenuItem,
  menuModuleSchema,
  menuNameSchema,
  menuPermsSchema,
} from '@iotc/shared/menus';
import { MenuIcon } from '@/app/layouts/MenuIcon';
import { FormModal } from '@/components/FormModal';
import { zodRule } from '@/lib/form';
import { currentLanguage } from '@/lib/i18n';
import { useMenuTree, useSaveMenu } from '../hooks';

/** The 0/1 columns, edited as switches. */
const SWITCHES = ['status', 'visible', 'isFrame', 'isHideChildMenu', 'isCache'] as const;
type SwitchField = (typeof SWITCHES)[number];

type FormValues = Omit<AdminMenuBody, SwitchField | 'parentId'> & Record<SwitchField, boolean> & { parentId?: string };

export type MenuFormTarget = { mode: 'create'; parentId: string | null } | { mode: 'edit'; menu: MenuItem };

const titleRule = zodRule(lengthRange(1, 50));
const pathRule = zodRule(lengthRange(1, 200));

export function menuTitle(menu: Pick<MenuItem, 'title' | 'titleEn'>): string {
  return (currentLanguage === 'en-US' ? menu.titleEn : menu.title) || menu.title || menu.titleEn;
}

interface ParentOption {
  value: string;
  title: string;
  disabled?: boolean;
  children: ParentOption[];
}

/** Menus a new parent can be chosen from: buttons hold no sub-entries, and an entry cannot go under itself. */
function parentOptions(items: MenuItem[], excludeId: string | null): ParentOption[] {
  return items
    .filter((item) => item.menuType === AdminMenuType.Menu && item.id !== excludeId)
    .map((item) => ({ value: item.id, title: `${menuTitle(item)} (${item.id})`, children: parentOptions(item.children, excludeId) }));
}

const bit = (on: boolean | undefined) => (on ? 1 : 0);

function initialValues(target: MenuFormTarget): Partial<FormValues> {
  if (target.mode === 'create') {
    return {
      menuType: AdminMenuType.Menu,
      parentId: target.parentId ?? undefined,
      moduleType: 'sys_admin',
      weigh: 0,
      status: true,
      visible: true,
      isFrame: false,
      isHideChildMenu: false,
      isCache: false,
    };
  }
  const { menu } = target;
  return {
    id: menu.id,
    name: menu.name,
    title: menu.title,
    titleEn: menu.titleEn,
    menuType: menu.menuType === AdminMenuType.Button ? AdminMenuType.Button : AdminMenuType.Menu,
    parentId: menu.parentId ?? undefined,
    path: menu.path,
    component: menu.component,
    redirect: menu.redirect ?? '',
    icon: menu.icon,
    perms: menu.perms,
    moduleType: menu.moduleType,
    weigh: menu.weigh,
    status: menu.status === 1,
    visible: menu.visible === 1,
    isFrame: menu.isFrame === 1,
    isHideChildMenu: menu.isHideChildMenu === 1,
    isCache: menu.isCache === 1,
  };
}

interface MenuFormProps {
  target: MenuFormTarget | null;
  onClose(): void;
}

/** Add or edit a menu or button (spec 000 §3); the code is the id and stays once created. */
export function MenuForm({ target, onClose }: MenuFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const save = useSaveMenu();
  const { data: tree = [] } = useMenuTree();
  const editing = target?.mode === 'edit';
  const menuType = Form.useWatch('menuType', form) ?? AdminMenuType.Menu;
  const icon = Form.useWatch('icon', form) ?? '';
  const isMenu = menuType === AdminMenuType.Menu;
  const parents = useMemo(() => parentOptions(tree, editing ? target.menu.id : null), [tree, editing, target]);

  const submit = (values: FormValues) => {
    const body: AdminMenuBody = {
      id: values.id,
      name: values.name,
      title: values.title,
      titleEn: values.titleEn,
      menuType: values.menuType,
      perms: values.perms ?? '',
      moduleType: values.moduleType,
      parentId: values.parentId ?? null,
      weigh: values.weigh ?? 0,
      // A button is no route: route fields typed before switching the type are dropped.
      path: isMenu ? (values.path ?? '') : '',
      component: isMenu ? (values.component ?? '') : '',
      redirect: isMenu ? (values.redirect ?? '') : '',
      icon: isMenu ? (values.icon ?? '') : '',
      status: bit(values.status),
      visible: bit(values.visible),
      isFrame: bit(values.isFrame),
      isHideChildMenu: bit(values.isHideChildMenu),
      isCache: bit(values.isCache),
    };
    save.mutate({ body, editing }, { onSuccess: onClose });
  };

  return (
    <FormModal<FormValues>
      open={target !== null}
      title={editing ? t('menus.form.editTitle') : t('menus.form.addTitle')}
      width={760}
      form={form}
      name="menu"
      initialValues={target ? initialValues(target) : undefined}
      saving={save.isPending}
      submitTestId="menu-form-submit"
      onSubmit={submit}
      onClose={onClose}
    >
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="menuType" label={t('menus.field.menuType')}>
            <Radio.Group
              optionType="button"
              options={[
                { value: AdminMenuType.Menu, label: t('menus.type.menu') },
                { value: AdminMenuType.Button, label: t('menus.type.button') },
              ]}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="parentId" label={t('menus.field.parent')} extra={t('menus.hint.parent')}>
            <TreeSelect treeData={parents} allowClear showSearch treeNodeFilterProp="title" placeholder={t('menus.topLevel')} treeDefaultExpandAll={false} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="id" label={t('menus.field.code')} rules={[zodRule(menuCodeSchema)]} extra={editing ? t('menus.hint.codeFixed') : t('menus.hint.code')}>
            <Input disabled={editing} maxLength={64} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="name" label={t('menus.field.name')} rules={[zodRule(menuNameSchema)]}>
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="title" label={t('menus.field.title')} rules={[titleRule]}>
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="titleEn" label={t('menus.field.titleEn')} rules={[titleRule]}>
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="perms"
            label={t('menus.field.perms')}
            dependencies={['menuType']}
            extra={t('menus.hint.perms')}
            rules={[zodRule(menuPermsSchema(menuType), { required: !isMenu })]}
          >
            <Input maxLength={100} placeholder="system:menu:edit" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="moduleType" label={t('menus.field.moduleType')} rules={[zodRule(menuModuleSchema)]}>
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        {isMenu && (
          <>
            <Col xs={24} sm={12}>
              <Form.Item name="path" label={t('menus.field.path')} rules={[pathRule]} extra={t('menus.hint.path')}>
                <Input maxLength={200} />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item name="component" label={t('menus.field.component')} extra={t('menus.hint.component')}>
                <Input maxLength={200} placeholder="feature/Page" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item name="icon" label={t('menus.field.icon')}>
                <Input maxLength={100} prefix={<MenuIcon name={icon} />} placeholder="SettingOutlined" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item name="redirect" label={t('menus.field.redirect')}>
                <Input maxLength={200} />
              </Form.Item>
            </Col>
          </>
        )}
        <Col xs={24} sm={12}>
          <Form.Item name="weigh" label={t('menus.field.weigh')}>
            <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        {SWITCHES.filter((field) => isMenu || field === 'status').map((field) => (
          <Col xs={12} sm={8} md={isMenu ? 4 : 8} key={field} flex="auto">
            <Form.Item name={field} label={t(`menus.field.${field}`)} valuePropName="checked">
              <Switch size="small" />
            </Form.Item>
          </Col>
        ))}
      </Row>
    </FormModal>
  );
}
