/** Where the manufacture pages live (the menu rows of the server's seed). */
export const TRIPLE_LIST_PATH = '/manufacture/triple/index';
export const TRIPLE_DETAIL_PATH = '/manufacture/triple/detail/index';

export const tripleDetailPath = (generationId: string) => `${TRIPLE_DETAIL_PATH}?${new URLSearchParams({ generationId }).toString()}`;
