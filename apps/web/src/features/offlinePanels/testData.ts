import type { OfflinePanelDetail } from '@iotc/shared/offlinePanels';
import { fixtureOf } from '@/test/fixtures';

/** An enabled, unpublished H5 panel for the lighting class, assigned to the lamp, with a two-file package. */
export const offlinePanelDetail = fixtureOf<OfflinePanelDetail>({
  id: 'op-1',
  name: 'Lamp H5',
  panelType: 'h5',
  description: 'Warm light scenes',
  productType: 'c-light',
  productTypeName: '照明',
  status: 'enabled',
  published: false,
  previewUrl: '/files/op-1/preview.png',
  packageName: 'lamp-h5.zip',
  packageSize: 4096,
  packageEntries: 2,
  languageName: null,
  products: [{ id: 'p1', name: 'Smart lamp' }],
  usedBy: 0,
  publishedAt: null,
  createdAt: 1_735_689_600,
  updatedAt: 1_735_689_600,
  files: [
    { path: 'index.html', size: 1024 },
    { path: 'js/app.js', size: 3072 },
  ],
});

/** The list's row of a panel (the detail without its files). */
export const offlinePanelItem = (over: Partial<OfflinePanelDetail> = {}) => {
  const { files: _files, ...item } = offlinePanelDetail(over);
  return item;
};
