import { createContext, useContext } from 'react';
import type { DpValue } from '@iotc/shared';
import type { ProductFunction } from '@iotc/shared/functions';
import type { PanelRuleState } from '@iotc/shared/panels';
import type { ProductTexts } from '@iotc/shared/productLanguages';
import type { PanelLang, PanelTransport } from './types.ts';

/** What every component of one rendered panel reads: the model, the device's state, the rules' verdict, the language. */
export interface PanelEnv {
  fnOf(identifier: string): ProductFunction | undefined;
  values: Readonly<Record<number, DpValue | undefined>>;
  rules: PanelRuleState;
  transport: PanelTransport;
  lang: PanelLang;
  online: boolean;
  assetUrl?(assetId: string): string;
  texts?: ProductTexts['texts'];
}

export const PanelEnvContext = createContext<PanelEnv | null>(null);

export function usePanelEnv(): PanelEnv {
  const env = useContext(PanelEnvContext);
  if (!env) throw new Error('usePanelEnv outside PanelView');
  return env;
}
