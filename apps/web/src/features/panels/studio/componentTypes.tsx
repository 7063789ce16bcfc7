import type { ReactNode } from 'react';
import {
  AlertOutlined,
  AppstoreOutlined,
  ColumnWidthOutlined,
  DashboardOutlined,
  EditOutlined,
  FontSizeOutlined,
  LinkOutlined,
  PictureOutlined,
  PoweroffOutlined,
  SmileOutlined,
  UnorderedListOutlined,
  VerticalAlignMiddleOutlined,
  AimOutlined,
} from '@ant-design/icons';
import type { TFunction } from 'i18next';
import type { PanelComponent, PanelComponentType, PanelText } from '@iotc/shared/panels';
import type { PanelLang } from '@iotc/panel';

/** The studio's picture of each component type, in the palette, the tree and the canvas. */
export const COMPONENT_ICONS: Record<PanelComponentType, ReactNode> = {
  switch: <PoweroffOutlined />,
  slider: <ColumnWidthOutlined />,
  stepper: <VerticalAlignMiddleOutlined />,
  enumSelect: <UnorderedListOutlined />,
  valueButton: <AimOutlined />,
  textInput: <EditOutlined />,
  valueDisplay: <DashboardOutlined />,
  faultDisplay: <AlertOutlined />,
  text: <FontSizeOutlined />,
  image: <PictureOutlined />,
  icon: <SmileOutlined />,
  link: <LinkOutlined />,
  group: <AppstoreOutlined />,
};

export const typeLabel = (t: TFunction, type: PanelComponentType) => t(`panels.studio.type.${type}`);

/** A two-language text in the console's language, the other one when it is empty. */
function textIn(text: PanelText | undefined, lang: PanelLang): string {
  if (!text) return '';
  return (lang === 'en-US' ? text.en || text.zh : text.zh || text.en).trim();
}

/** What a component is called on the canvas and in the tree: its label or title or text, else its variable name. */
export function componentCaption(c: PanelComponent, lang: PanelLang): string {
  return textIn(c.props.label ?? c.props.title ?? c.props.text, lang) || c.name;
}
