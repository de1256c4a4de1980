import type { DetectedDevice } from './types';

/**
 * Order matters in both tables: many user agents name several engines (Edge and
 * Opera also say "Chrome" and "Safari"; iPadOS says "Mac OS X"; Android says
 * "Linux"), so the more specific marker is tested first.
 */
const OS_RULES: ReadonlyArray<readonly [RegExp, string]> = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows Phone/, 'Windows Phone'],
  [/Windows/, 'Windows'],
  [/CrOS/, 'Chrome OS'],
  [/Macintosh|Mac OS X/, 'Mac OS'],
  [/Linux|X11/, 'Linux'],
];

const BROWSER_RULES: ReadonlyArray<readonly [RegExp, string]> = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/MSIE |Trident\//, 'Internet Explorer'],
  [/Safari\//, 'Safari'],
];

export const UNKNOWN_DEVICE_VALUE = 'Unknown';

function firstMatch(rules: ReadonlyArray<readonly [RegExp, string]>, userAgent: string): string {
  for (const [pattern, name] of rules) if (pattern.test(userAgent)) return name;
  return UNKNOWN_DEVICE_VALUE;
}

/**
 * The operating system and browser names sent as `deviceos` and `devicebrowser`.
 * Pure, so the rules are unit tested without a browser; call it with
 * `navigator.userAgent`.
 */
export function detectBrowserAndOs(userAgent: string): DetectedDevice {
  return {
    deviceos: firstMatch(OS_RULES, userAgent),
    devicebrowser: firstMatch(BROWSER_RULES, userAgent),
  };
}
