/** Where the product multi-language page lives (the menu row of the server's seed). */
export const PRODUCT_LANGUAGE_PATH = '/product/multiLanguage/index';

export const productLanguagePath = (productId: string) => `${PRODUCT_LANGUAGE_PATH}?${new URLSearchParams({ productId }).toString()}`;
