import { useEffect, useState } from 'react';
import { recentProductId, rememberProduct } from '@/lib/recentProduct';
import { useAllProducts } from './components/ProductSelect';

/** The product to show: one the address names must exist; one remembered may have gone (another space, deleted). */
interface Choice {
  id: string | null;
  strict: boolean;
}

const initialChoice = (fromAddress: string | null): Choice =>
  fromAddress ? { id: fromAddress, strict: true } : { id: recentProductId(), strict: false };

/**
 * The product a page of one product shows (the debugging list, the product languages): the one the address names
 * (`productId`), else the one the user last worked on (lib/recentProduct), else the demo product, else the first.
 * The one shown is remembered. A choice is not written into the address: the tab bar keys its tabs by the address,
 * so each product would open a new tab. `product` is undefined while the list loads, when the space has none, and
 * when the address names one that does not exist.
 */
export function useProductChoice(fromAddress: string | null) {
  const [choice, setChoice] = useState<Choice>(() => initialChoice(fromAddress));
  const products = useAllProducts();
  const list = products.data?.list;
  const fallback = list?.find((p) => p.isDemoProduct) ?? list?.[0];
  const product = list?.find((p) => p.id === choice.id) ?? (choice.strict ? undefined : fallback);

  // Another link to the page (the tour, the way back from a device) names its product.
  useEffect(() => {
    if (fromAddress) setChoice({ id: fromAddress, strict: true });
  }, [fromAddress]);

  // The product shown is the one worked on now, whichever way it was reached.
  const shownId = product?.id;
  useEffect(() => {
    if (shownId) rememberProduct(shownId);
  }, [shownId]);

  return { products, product, choose: (id: string) => setChoice({ id, strict: true }) };
}
