import { describe, expect, it } from 'vitest';
import { PRODUCT_IMAGE_MAX_MB, PRODUCT_IMAGE_RATIO } from '../constants.ts';
import { firstIssue, issueMessages } from '../validation/index.ts';
import {
  NETWORK_TYPES,
  WIFI_NETWORK_TYPES,
  productCopyBody,
  productEditBody,
  productImageUpload,
  productListQuery,
  productSaveBody,
  returnDevelopBody,
  setMeshProductCodeBody,
} from './schemas.ts';

const info = {
  name: 'Smart bulb',
  model: 'SB-1',
  imageUrl: '/api/files/t/image/202601/a.png',
  networkType: 'wifi',
  powerConsumeType: 'mains',
  activeType: 'app_pairing',
};
const save = { productType: 'lighting-bulb', scheme: 'zero_code', ...info };

describe('product creation (001 §5)', () => {
  it('accepts the wizard with every field and fills the optional ones', () => {
    expect(productSaveBody.parse(save)).toEqual({ ...save, moduleId: null, image: '' });
  });

  it.each(['name', 'model', 'imageUrl', 'networkType', 'powerConsumeType', 'activeType', 'productType', 'scheme'])(
    'requires %s, naming it',
    (field) => {
      const { [field as keyof typeof save]: _dropped, ...rest } = save;
      void _dropped;
      const issue = firstIssue(productSaveBody.safeParse(rest));
      expect(issue?.path).toEqual([field]);
      expect(issue?.key).toMatch(/^validation\.(required|productImageRequired)$/);
    },
  );

  it('refuses blank and overlong names and models', () => {
    expect(firstIssue(productSaveBody.safeParse({ ...save, name: '   ' }))).toMatchObject({ path: ['name'], key: 'validation.required' });
    expect(firstIssue(productSaveBody.safeParse({ ...save, model: 'm'.repeat(51) }))).toMatchObject({
      path: ['model'],
      key: 'validation.lengthRange',
      params: { min: 1, max: 50 },
    });
  });

  it('knows only the listed network, power and activation types', () => {
    expect(firstIssue(productSaveBody.safeParse({ ...save, networkType: 'lora' }))?.path).toEqual(['networkType']);
    expect(firstIssue(productSaveBody.safeParse({ ...save, powerConsumeType: 'solar' }))?.path).toEqual(['powerConsumeType']);
    expect(firstIssue(productSaveBody.safeParse({ ...save, activeType: 'qr' }))?.path).toEqual(['activeType']);
    for (const networkType of NETWORK_TYPES) expect(productSaveBody.safeParse({ ...save, networkType }).success).toBe(true);
  });

  it('checks the product image as JPEG, bmp or PNG of at most 1M at 1:1', () => {
    expect(productImageUpload).toEqual({ accept: 'jpg, bmp, png', maxSizeMb: PRODUCT_IMAGE_MAX_MB, ratio: PRODUCT_IMAGE_RATIO });
    expect(PRODUCT_IMAGE_MAX_MB).toBe(1);
    expect(PRODUCT_IMAGE_RATIO).toBe('1:1');
  });

  it('derives Wi-Fi products from their network type', () => {
    expect([...WIFI_NETWORK_TYPES].sort()).toEqual(['wifi', 'wifi_ble']);
  });
});

describe('basic config and copy', () => {
  it('edits the information only: key, class and scheme are not part of the body', () => {
    const parsed = productEditBody.parse({ id: 'p1', ...info, productKey: 'other', productType: 'x', scheme: 'soc' });
    expect(parsed).not.toHaveProperty('productKey');
    expect(parsed).not.toHaveProperty('productType');
    expect(parsed).not.toHaveProperty('scheme');
  });

  it('names a copy', () => {
    expect(firstIssue(productCopyBody.safeParse({ id: 'p1' }))?.path).toEqual(['name']);
    expect(productCopyBody.parse({ id: 'p1', name: ' Copy ' })).toEqual({ id: 'p1', name: 'Copy' });
  });
});

describe('product list filter', () => {
  it('pages with defaults and takes the status as a number or a numeric string', () => {
    expect(productListQuery.parse({})).toEqual({ pageNo: 1, pageSize: 10 });
    expect(productListQuery.parse({ status: '2', keyword: ' bulb ' })).toMatchObject({ status: 2, keyword: 'bulb' });
    expect(productListQuery.safeParse({ status: 3 }).success).toBe(false);
    expect(productListQuery.safeParse({ networkType: 'lora' }).success).toBe(false);
    expect(productListQuery.safeParse({ pageSize: 101 }).success).toBe(false);
  });
});

describe('development status and mesh id', () => {
  it('returns to development only when confirmed', () => {
    expect(firstIssue(returnDevelopBody.safeParse({ id: 'p1' }))).toMatchObject({ path: ['confirm'], key: 'validation.productReturnConfirm' });
    expect(firstIssue(returnDevelopBody.safeParse({ id: 'p1', confirm: false }))?.key).toBe('validation.productReturnConfirm');
    expect(returnDevelopBody.safeParse({ id: 'p1', confirm: true }).success).toBe(true);
  });

  it('takes a mesh product id of four hex digits, upper-cased', () => {
    expect(setMeshProductCodeBody.parse({ id: 'p1', meshProductId: '01a2' }).meshProductId).toBe('01A2');
    for (const bad of ['123', '12345', 'GHIJ', ''])
      expect(issueMessages(setMeshProductCodeBody.safeParse({ id: 'p1', meshProductId: bad })).map((m) => m.key)).toContain(
        'validation.productMeshProductId',
      );
  });
});
