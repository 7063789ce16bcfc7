import { describe, expect, it } from 'vitest';
import { firstIssue } from '../validation/index.ts';
import { productClassInput } from './schemas.ts';

describe('product classes', () => {
  it('are named in both languages, top-level by default', () => {
    expect(productClassInput.parse({ nameZh: '照明', nameEn: 'Lighting' })).toEqual({ nameZh: '照明', nameEn: 'Lighting', parentId: null, sort: 0 });
    expect(firstIssue(productClassInput.safeParse({ nameZh: '', nameEn: 'x' }))?.path).toEqual(['nameZh']);
    expect(firstIssue(productClassInput.safeParse({ nameZh: 'x', nameEn: 'y'.repeat(51) }))?.path).toEqual(['nameEn']);
  });
});
