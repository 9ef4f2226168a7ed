import Bowser from 'bowser';

// What the sessions list shows for each device: the browser and where it runs, in Spanish
// ('Chrome en Windows', 'Safari en iPhone'). The user agent is read by bowser (MIT); this
// file only chooses the words.

export const UNKNOWN_DEVICE = 'Navegador desconocido';

// A real user agent is a few hundred characters; nothing longer is worth parsing.
const USER_AGENT_MAX_LENGTH = 512;

// bowser's names where people say them shorter.
const BROWSER_NAMES: Record<string, string> = {
  'Microsoft Edge': 'Edge',
  'Samsung Internet for Android': 'Samsung Internet',
};

const SYSTEM_NAMES: Record<string, string> = {
  macOS: 'Mac',
};

// On iOS the device says more than the system: 'Safari en iPhone', 'Safari en iPad'.
const APPLE_DEVICES = ['iPhone', 'iPad', 'iPod'];

/**
 * A readable name for the device behind a user agent: 'Chrome en Windows', 'Safari en iPhone',
 * 'Samsung Internet en Android'. With only one of the two known, that one ('Chrome',
 * 'Navegador en Linux'); with neither, 'Navegador desconocido'.
 */
export function deviceName(userAgent: string): string {
  const ua = typeof userAgent === 'string' ? userAgent.trim().slice(0, USER_AGENT_MAX_LENGTH) : '';
  if (ua === '') return UNKNOWN_DEVICE;

  let parsed: Bowser.Parser.ParsedResult;
  try {
    parsed = Bowser.parse(ua);
  } catch {
    return UNKNOWN_DEVICE;
  }

  const browserName = parsed.browser.name;
  const browser = browserName ? (BROWSER_NAMES[browserName] ?? browserName) : undefined;
  const place = placeOf(parsed);
  if (browser && place) return `${browser} en ${place}`;
  if (browser) return browser;
  if (place) return `Navegador en ${place}`;
  return UNKNOWN_DEVICE;
}

function placeOf({ os, platform }: Bowser.Parser.ParsedResult): string | undefined {
  if (os.name === 'iOS') {
    const model = APPLE_DEVICES.find((device) => platform.model?.startsWith(device));
    return model ?? 'iOS';
  }
  return os.name ? (SYSTEM_NAMES[os.name] ?? os.name) : undefined;
}
