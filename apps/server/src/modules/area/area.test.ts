import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lang } from '@iotc/shared';
import { type AreaNode, areaPaths } from '@iotc/shared/area';
import { call, createTestApp, type TestApp } from '../../../test/helpers.ts';
import { areaTree } from './service.ts';

describe('area tree data', () => {
  it('lists the countries of the world with Chinese and English names, China first', () => {
    const countries = areaTree('0', 1)!;
    expect(countries[0]).toEqual({ code: 'CN', name: '中国', nameEn: 'China' });
    expect(countries.find((c) => c.code === 'US')).toMatchObject({ name: '美国', nameEn: 'United States' });
    expect(countries.length).toBeGreaterThan(200);
    // Hong Kong, Macao and Taiwan are listed under China, not as countries.
    expect(countries.map((c) => c.code)).not.toContain('TW');
  });

  it('lists the 34 provinces of China with their cities and districts', () => {
    const provinces = areaTree('CN', 3)!;
    expect(provinces).toHaveLength(34);
    const guangdong = provinces.find((p) => p.name === '广东省')!;
    expect(guangdong).toMatchObject({ code: '44', nameEn: 'Guangdong' });
    const guangzhou = guangdong.children!.find((c) => c.name === '广州市')!;
    expect(guangzhou.code).toBe('4401');
    expect(guangzhou.children!.map((d) => d.name)).toContain('天河区');
    expect(provinces.find((p) => p.code === '81')).toMatchObject({ name: '香港特别行政区', nameEn: 'Hong Kong' });
  });

  it('stops at the asked depth', () => {
    expect(areaTree('0', 1)!.every((c) => c.children === undefined)).toBe(true);
    const world = areaTree('0', 2)!;
    expect(world.find((c) => c.code === 'CN')!.children!.every((p) => p.children === undefined)).toBe(true);
  });

  it('names a municipality itself instead of "市辖区"', () => {
    expect(areaTree('11', 1)).toEqual([{ code: '1101', name: '北京市', nameEn: 'Beijing' }]);
  });

  it('lists the states of other countries by region code', () => {
    const states = areaTree('US', 1)!;
    expect(states.find((s) => s.code === 'US-CA')).toEqual({ code: 'US-CA', name: 'California', nameEn: 'California' });
    expect(areaTree('US-CA', 2)).toEqual([]);
  });

  it('knows nothing of an unknown code', () => {
    expect(areaTree('XX', 1)).toBeNull();
    expect(areaTree('999999', 1)).toBeNull();
  });
});

describe('area tree call', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const tree = (parent: string, depth: number | string, lang?: Lang) =>
    call<AreaNode[]>(t.app, 'GET', areaPaths.tree(parent, depth), { lang });

  it('answers the countries of the world without a login', async () => {
    const { status, body, headers } = await tree('0', 1);
    expect(status).toBe(200);
    expect(body.data).toContainEqual({ code: 'CN', name: '中国', nameEn: 'China' });
    expect(headers['cache-control']).toContain('max-age');
  });

  it('answers the provinces of China and the cities of Guangdong', async () => {
    const provinces = (await tree('CN', 1)).body.data;
    expect(provinces).toHaveLength(34);
    expect(provinces.map((p) => p.name)).toContain('广东省');
    const cities = (await tree('44', 2)).body.data;
    const guangzhou = cities.find((c) => c.name === '广州市')!;
    expect(guangzhou.children!.length).toBeGreaterThan(5);
  });

  it('answers the states of the United States', async () => {
    const states = (await tree('US', 1)).body.data;
    expect(states.map((s) => s.nameEn)).toEqual(expect.arrayContaining(['California', 'New York', 'Texas']));
  });

  it('refuses a depth outside 1-3 with 422', async () => {
    for (const depth of [0, 4, 'x']) {
      const { status, body } = await tree('0', depth);
      expect(status, String(depth)).toBe(422);
      expect(body.code).toBe(10001);
    }
  });

  it('answers 404 in the request language for an unknown code', async () => {
    const en = await tree('ZZ', 1, 'en-US');
    expect(en.status).toBe(404);
    expect(en.body).toMatchObject({ code: 10002, msg: 'The item does not exist or has been deleted' });
    expect((await tree('ZZ', 1, 'zh-CN')).body.msg).toBe('数据不存在或已被删除');
  });
});
