import type { ReactNode } from 'react';
import type { DpValue } from '@iotc/shared';
import type { ProductFunction } from '@iotc/shared/functions';
import type { PanelComponent, PanelComponentType } from '@iotc/shared/panels';
import { usePanelEnv, type PanelEnv } from '../context.ts';
import { cardStyle, cellStyle, ownStyle } from '../styles.ts';
import { componentText } from '../texts.ts';
import { EnumSelectControl } from './EnumSelectControl.tsx';
import { FaultDisplay } from './FaultDisplay.tsx';
import { GroupPart } from './GroupPart.tsx';
import { IconPart } from './IconPart.tsx';
import { ImagePart } from './ImagePart.tsx';
import { LinkPart } from './LinkPart.tsx';
import { SliderControl } from './SliderControl.tsx';
import { StepperControl } from './StepperControl.tsx';
import { SwitchControl } from './SwitchControl.tsx';
import { TextInputControl } from './TextInputControl.tsx';
import { TextPart } from './TextPart.tsx';
import { ValueButtonControl } from './ValueButtonControl.tsx';
import { ValueDisplay } from './ValueDisplay.tsx';

/** Types drawn without a tile of their own: they sit on the page's background. */
const BARE_TYPES: readonly PanelComponentType[] = ['text', 'image', 'icon', 'link'];

/** A function a display can show as text (not raw bytes, not a fault bitmap). */
function isShowable(fn: ProductFunction | undefined): fn is Extract<ProductFunction, { dataType: 'bool' | 'value' | 'enum' | 'string' }> {
  return fn !== undefined && fn.dataType !== 'raw' && fn.dataType !== 'fault';
}

/** What a component draws inside its cell; a binding the checks would refuse draws nothing. */
function partOf(component: PanelComponent, fn: ProductFunction | undefined, disabled: boolean, env: PanelEnv): ReactNode {
  const { lang, assetUrl } = env;
  const text = componentText(component, env.texts, lang);
  const send = (value: DpValue) => {
    if (fn && !disabled) env.transport.control(fn, value);
  };
  const own = { component, text, lang, assetUrl };
  const bound = { component, text, label: text || (fn?.name ?? ''), value: fn ? env.values[fn.dpId] : undefined, disabled, lang, send };
  switch (component.type) {
    case 'switch':
      return fn?.dataType === 'bool' && <SwitchControl {...bound} fn={fn} />;
    case 'slider':
      return fn?.dataType === 'value' && <SliderControl {...bound} fn={fn} />;
    case 'stepper':
      return fn?.dataType === 'value' && <StepperControl {...bound} fn={fn} />;
    case 'enumSelect':
      return fn?.dataType === 'enum' && <EnumSelectControl {...bound} fn={fn} />;
    case 'valueButton':
      return isShowable(fn) && <ValueButtonControl {...bound} fn={fn} />;
    case 'textInput':
      return fn?.dataType === 'string' && <TextInputControl {...bound} fn={fn} />;
    case 'valueDisplay':
      return isShowable(fn) && <ValueDisplay {...bound} fn={fn} />;
    case 'faultDisplay':
      return fn?.dataType === 'fault' && <FaultDisplay {...bound} fn={fn} />;
    case 'text':
      return <TextPart {...own} />;
    case 'image':
      return <ImagePart {...own} />;
    case 'icon':
      return <IconPart {...own} />;
    case 'link':
      return <LinkPart {...own} />;
    case 'group':
      return (
        <GroupPart title={text}>
          {component.children?.map((child) => <ComponentView key={child.id} component={child} />)}
        </GroupPart>
      );
  }
}

/**
 * One component in its grid cell, unless a panel rule hides it. Its root carries the data attributes
 * the studio and the tests find it by: variable name, type, binding, and whether it can be used.
 */
export function ComponentView({ component }: { component: PanelComponent }) {
  const env = usePanelEnv();
  if (env.rules.hidden.has(component.name)) return null;
  const fn = component.binding ? env.fnOf(component.binding.identifier) : undefined;
  // A report-only function cannot be driven, whatever the document says.
  const disabled = !env.online || env.rules.disabled.has(component.name) || fn?.rwFlag === 'ro';
  return (
    <div
      style={{ ...cellStyle(component.layout), ...(BARE_TYPES.includes(component.type) ? {} : cardStyle), ...ownStyle(component.style) }}
      data-panel-component={component.name}
      data-panel-type={component.type}
      data-panel-binding={component.binding?.identifier}
      data-panel-disabled={String(disabled)}
    >
      {partOf(component, fn, disabled, env)}
    </div>
  );
}
