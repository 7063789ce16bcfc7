import { RouterProvider } from 'react-router/dom';
import { ProductPartsProvider } from '@/features/products/parts';
import { productParts } from './productParts';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

const router = createAppRouter();

export function App() {
  return (
    <AppProviders>
      <ProductPartsProvider value={productParts}>
        <RouterProvider router={router} />
      </ProductPartsProvider>
    </AppProviders>
  );
}
