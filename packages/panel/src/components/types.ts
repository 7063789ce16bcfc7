import type { DpValue } from '@iotc/shared';
import type { ProductFunction } from '@iotc/shared/functions';
import type { PanelComponent } from '@iotc/shared/panels';
import type { PanelLang } from '../types.ts';

/** What a bound component is drawn from: its function, the device's value of it, and how to send one. */
export interface BoundProps<F extends ProductFunction['dataType'] = ProductFunction['dataType']> {
  component: PanelComponent;
  fn: Extract<ProductFunction, { dataType: F }>;
  /** The component's own text in the panel's language (the product's text for it first, then the document's); '' when none. */
  text: string;
  /** Its text, else the function's name. */
  label: string;
  value: DpValue | undefined;
  disabled: boolean;
  lang: PanelLang;
  send(value: DpValue): void;
}
