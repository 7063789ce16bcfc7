import { z } from 'zod';

/** A country, province, city or district with the areas under it (as deep as asked). */
export const areaNode = z.object({
  code: z.string(),
  name: z.string(),
  nameEn: z.string(),
  get children() {
    return z.array(areaNode).optional();
  },
});
export type AreaNode = z.infer<typeof areaNode>;
