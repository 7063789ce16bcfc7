import type { DpValue } from '@iotc/shared';
import type { ProductFunction } from '@iotc/shared/functions';
import { PANEL_TEMPLATE_KEYS, type PanelKind, type PanelTemplateKey } from '@iotc/shared/panels';
import type { PanelLang, PanelTransport } from '@iotc/panel';
import { currentLanguage, t } from '@/lib/i18n';

export const panelKindLabel = (kind: PanelKind) => t(`panels.choices.kind.${kind}`);

/** A public template's name (the shared messages': the server names it so in the choices too). */
export const templateLabel = (key: PanelTemplateKey) => t(`panel.template.${key}`);

export const isTemplateKey = (value: string | null): value is PanelTemplateKey => PANEL_TEMPLATE_KEYS.some((key) => key === value);

/** The panel's texts follow the console's language. */
export const panelLang: PanelLang = currentLanguage;

/** What a panel shows before any device reports: each function's default value from the thing model (a fault has none: no bit set). */
export function defaultValues(functions: readonly ProductFunction[]): Record<number, DpValue | undefined> {
  return Object.fromEntries(functions.map((fn) => [fn.dpId, 'defaultValue' in fn ? (fn.defaultValue ?? undefined) : undefined]));
}

/** A panel drawn without a device (a thumbnail, a preview before a device is chosen) sends nothing. */
export const NO_TRANSPORT: PanelTransport = { control: () => undefined };
