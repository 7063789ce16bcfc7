/**
 * The units a voice function may speak in (voice/unitList): the words that say each, in both languages, let the
 * utterance tester read "50 percent", "百分之五十" or "26 度".
 */
export interface VoiceUnitDefinition {
  key: string;
  symbol: string;
  zh: string;
  en: string;
  /** Lower-case words and symbols that name the unit in a phrase. */
  words: readonly string[];
}

export const VOICE_UNITS: readonly VoiceUnitDefinition[] = [
  { key: 'percent', symbol: '%', zh: '百分比', en: 'Percent', words: ['%', 'percent', 'per cent', '百分之'] },
  { key: 'celsius', symbol: '℃', zh: '摄氏度', en: 'Degrees Celsius', words: ['℃', '°c', 'degrees celsius', 'degree celsius', 'celsius', 'degrees', 'degree', '摄氏度', '度'] },
  { key: 'fahrenheit', symbol: '℉', zh: '华氏度', en: 'Degrees Fahrenheit', words: ['℉', '°f', 'degrees fahrenheit', 'fahrenheit', '华氏度'] },
  { key: 'kelvin', symbol: 'K', zh: '开尔文', en: 'Kelvin', words: ['kelvin', '开尔文', 'k'] },
  { key: 'level', symbol: '', zh: '档', en: 'Level', words: ['level', 'gear', '档', '级'] },
  { key: 'second', symbol: 's', zh: '秒', en: 'Seconds', words: ['seconds', 'second', '秒'] },
  { key: 'minute', symbol: 'min', zh: '分钟', en: 'Minutes', words: ['minutes', 'minute', 'min', '分钟'] },
  { key: 'hour', symbol: 'h', zh: '小时', en: 'Hours', words: ['hours', 'hour', '小时'] },
];

export function voiceUnitOf(key: string): VoiceUnitDefinition | undefined {
  return VOICE_UNITS.find((unit) => unit.key === key);
}
