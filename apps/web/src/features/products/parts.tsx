import { createContext, Suspense, useContext, type ComponentType } from 'react';
import { Skeleton } from 'antd';
import type { DpValue } from '@iotc/shared';
import type { ProductFunction } from '@iotc/shared/functions';
import type { ProductItem } from '@iotc/shared/products';
import type { PanelTransport } from '@iotc/panel';
import type { ProductTabProps } from './components/settingsTab';
import type { SettingTab } from './paths';

/** The settings tabs products shows itself; every other tab is a part's. */
export type OwnSettingTab = 'hardware' | 'basic';

export interface LinkAppsModalProps {
  /** The product whose apps are chosen; null keeps the modal closed. */
  product: Pick<ProductItem, 'id' | 'name'> | null;
  onClose(): void;
}

/** The product's live panel drawn for one device's state: what its devices show, driven by a debugging session. */
export interface LivePanelProps {
  productId: string;
  functions: readonly ProductFunction[];
  /** The device's state by DP ID. */
  values: Readonly<Record<number, DpValue | undefined>>;
  transport: PanelTransport;
  /** No control sends while false. */
  online: boolean;
}

/**
 * What the product pages show of the product's parts, the features that build on products (functions, rules, the
 * pairing guide, manuals, the test service, apps). The app assembles it (app/productParts.ts) and provides it, so
 * products imports none of them.
 */
export interface ProductParts {
  /** The view of each part's settings tab. */
  tabs: Record<Exclude<SettingTab, OwnSettingTab>, ComponentType<ProductTabProps>>;
  /** The product list's "link apps" dialog. */
  LinkAppsModal: ComponentType<LinkAppsModalProps>;
  /** The hardware development tab's firmware card (the firmware feature's). */
  FirmwareCard: ComponentType<ProductTabProps>;
  /** The panels part's live panel, which the device debugging page shows beside the functions. */
  LivePanel: ComponentType<LivePanelProps>;
}

const ProductPartsContext = createContext<ProductParts | null>(null);

export const ProductPartsProvider = ProductPartsContext.Provider;

export function useProductParts(): ProductParts {
  const parts = useContext(ProductPartsContext);
  if (!parts) throw new Error('No ProductPartsProvider above the product pages (app/PrivateApp.tsx provides it)');
  return parts;
}

/** The apps part's "link apps" dialog; closed, it shows nothing while its code loads. */
export function LinkAppsModal(props: LinkAppsModalProps) {
  const { LinkAppsModal: Modal } = useProductParts();
  return (
    <Suspense fallback={null}>
      <Modal {...props} />
    </Suspense>
  );
}

/** The firmware part's card of the hardware development tab; a skeleton while its code loads. */
export function FirmwareCard(props: ProductTabProps) {
  const { FirmwareCard: Card } = useProductParts();
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 3 }} />}>
      <Card {...props} />
    </Suspense>
  );
}

/** The panels part's live panel of a product; a skeleton while its code loads. */
export function LivePanel(props: LivePanelProps) {
  const { LivePanel: Panel } = useProductParts();
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
      <Panel {...props} />
    </Suspense>
  );
}
