import type { PanelChoice } from '@iotc/shared/panels';
import { fixtureOf } from '@/test/fixtures';

const choice = fixtureOf<PanelChoice>({
  kind: 'default',
  ref: null,
  name: '默认面板',
  description: '根据产品功能自动生成，始终与功能一致',
  previewUrl: null,
  version: null,
  recommended: false,
  selected: false,
  blockedReason: null,
  updatedAt: null,
});

/** The lamp's choices: the default one (chosen), the recommended lighting template, another template, a published studio panel, an unpublished one, an offline panel. */
export const lampChoices: PanelChoice[] = [
  choice({ selected: true }),
  choice({ kind: 'template', ref: 'lighting', name: '照明', description: 'Brightness first', recommended: true }),
  choice({ kind: 'template', ref: 'curtain', name: '窗帘', description: 'Open, stop, close' }),
  choice({ kind: 'custom', ref: 'pn-1', name: 'Lamp studio', description: 'Our own', version: 2, updatedAt: 1_735_689_600 }),
  choice({ kind: 'custom', ref: 'pn-2', name: 'Draft panel', description: '', blockedReason: 'panel.notPublished', updatedAt: 1_735_689_600 }),
  choice({ kind: 'offline', ref: 'op-1', name: 'Lamp H5', description: 'Warm light scenes', previewUrl: '/files/op-1/preview.png', updatedAt: 1_735_689_600 }),
];
