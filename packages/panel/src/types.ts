import type { DpValue } from '@iotc/shared';
import type { ProductFunction } from '@iotc/shared/functions';
import type { PanelDocument } from '@iotc/shared/panels';
import type { ProductTexts } from '@iotc/shared/productLanguages';

/** The language the panel's texts are shown in. */
export type PanelLang = 'zh-CN' | 'en-US';

/**
 * How the renderer reaches a device: it never talks MQTT or HTTP itself. The console's debug page and
 * preview pass the debugging session's debounced, checked control; the end-user app its own session.
 */
export interface PanelTransport {
  /** A control changed a data point (the caller debounces, checks and sends it). */
  control(fn: ProductFunction, value: DpValue): void;
}

export interface PanelViewProps {
  document: PanelDocument;
  /** The product's thing model: ranges, steps, units and enum values come from here, never from the document. */
  functions: readonly ProductFunction[];
  /** The device's state by DP ID (what each control shows). */
  values: Readonly<Record<number, DpValue | undefined>>;
  transport: PanelTransport;
  lang: PanelLang;
  /** No control sends while false (the device is offline or the session not connected). */
  online: boolean;
  /** The page shown; absent: the first. */
  pageId?: string;
  onPageChange?(pageId: string): void;
  /** Public address of an uploaded icon or font asset (`asset:<id>` in the document). */
  assetUrl?(assetId: string): string;
  /**
   * The product's texts (its language entries, spec 002 §2): a page's name and a component's text in the panel's
   * language come from here before the document's own. The functions come localized already.
   */
  texts?: ProductTexts['texts'];
}
