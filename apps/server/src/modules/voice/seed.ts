import { eq } from 'drizzle-orm';
import { voicePublishBody, voiceSaveBody, type VoiceConfigInput } from '@iotc/shared/voice';
import type { Db } from '../../core/db.ts';
import { Realtime } from '../../core/realtime.ts';
import { scopeOf } from '../../core/tenancy.ts';
import { demoProductOf } from '../products/readModel.ts';
import { publishScheme, saveScheme } from './service.ts';
import { voiceSchemes } from './tables.ts';

/**
 * The demo bulb's Alexa scheme: power, brightness on a 1-100 % scale with named ranges, colour temperature and the
 * light's modes, each with English and Chinese aliases, so the voice tab and its tester show a real example.
 */
export const DEMO_ALEXA_CONFIG: VoiceConfigInput = {
  brand: 'Demo Smart Home',
  deviceType: 'light',
  model: 'SB-A19-RGBCW',
  skillId: 'amzn1.ask.skill.4c1d7e2a-5b3f-4e8a-9c6d-0f1e2d3c4b5a',
  invocationName: 'smart bulb demo',
  functions: [
    {
      identifier: 'switch_led',
      prop: 'power',
      aliases: 'light;lamp;bulb;灯;灯泡',
      values: [
        { value: 'true', aliases: 'on;打开;开灯' },
        { value: 'false', aliases: 'off;关闭;关灯' },
      ],
      demo: 'turn on the light',
    },
    {
      identifier: 'bright_value',
      prop: 'brightness',
      aliases: 'brightness;亮度',
      unit: 'percent',
      voiceMin: 1,
      voiceMax: 100,
      values: [
        { min: 1, max: 30, aliases: 'dim;low;暗一点' },
        { min: 70, max: 100, aliases: 'bright;high;亮一点' },
      ],
      demo: 'set brightness to 50 percent',
    },
    {
      identifier: 'temp_value',
      prop: 'colorTemperature',
      aliases: 'colour temperature;color temperature;色温',
      unit: 'percent',
      voiceMin: 0,
      voiceMax: 100,
      values: [
        { min: 0, max: 30, aliases: 'warm;warm white;暖光' },
        { min: 70, max: 100, aliases: 'cool;cool white;冷光' },
      ],
      demo: 'set colour temperature to warm',
    },
    {
      identifier: 'work_mode',
      prop: 'mode',
      aliases: 'mode;light mode;模式',
      values: [
        { value: 'white', aliases: 'white;white light;白光' },
        { value: 'colour', aliases: 'colour;color;彩光' },
        { value: 'scene', aliases: 'scene;场景' },
        { value: 'music', aliases: 'music;音乐' },
      ],
      demo: 'set mode to white light',
    },
  ],
};

/** Gives the demo space's demo product a published Alexa scheme, once; through the service, with its checks. */
export async function seedDemoVoice(db: Db, tenantId: string, userId: string, now: Date): Promise<void> {
  const scope = scopeOf(tenantId);
  const product = await demoProductOf(db, scope);
  if (!product) return;
  const [existing] = await db.select({ id: voiceSchemes.id }).from(voiceSchemes).where(scope.where(voiceSchemes, eq(voiceSchemes.productId, product.id)));
  if (existing) return;
  // Nobody listens yet, so the staleness message goes nowhere.
  const ctx = { db, clock: { now: () => now }, realtime: new Realtime() };
  await saveScheme(ctx, scope, 'en-US', voiceSaveBody.parse({ productId: product.id, platform: 'alexa', config: DEMO_ALEXA_CONFIG }));
  await publishScheme(ctx, scope, userId, 'en-US', voicePublishBody.parse({ productId: product.id, platform: 'alexa' }));
}
