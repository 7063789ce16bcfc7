/** Message keys of the home page greeting, by hour of the day. */
export type GreetingKey =
  | 'greeting.morning'
  | 'greeting.forenoon'
  | 'greeting.noon'
  | 'greeting.afternoon'
  | 'greeting.evening';

/**
 * Greeting by hour (0-23), spec 000 §9: "before 9 morning, to 11 forenoon, to 13 noon,
 * before 20 afternoon, else evening". "before" is exclusive and "to" inclusive:
 *   0-8 morning, 9-11 forenoon, 12-13 noon, 14-19 afternoon, 20-23 evening.
 */
export function greetingKey(hour: number = new Date().getHours()): GreetingKey {
  if (hour < 9) return 'greeting.morning';
  if (hour <= 11) return 'greeting.forenoon';
  if (hour <= 13) return 'greeting.noon';
  if (hour < 20) return 'greeting.afternoon';
  return 'greeting.evening';
}
