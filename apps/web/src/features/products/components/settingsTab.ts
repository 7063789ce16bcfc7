import type { ProductDetail } from '@iotc/shared/products';

/** What every product settings view receives from the settings page. */
export interface ProductTabProps {
  product: ProductDetail;
  /** Published products are read-only: every editing control is disabled or hidden. */
  readOnly: boolean;
}
