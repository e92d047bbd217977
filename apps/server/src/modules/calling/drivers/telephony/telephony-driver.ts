import type { TelephonySettings } from '../../calling.settings.ts';
import { ExotelTelephony } from './exotel-telephony.ts';
import { SimulatedTelephony } from './simulated-telephony.ts';
import type { TelephonyDriver } from './telephony.ts';

/** The configured driver: the built-in simulator (default, offline) or Exotel. */
export function createTelephonyDriver(settings: TelephonySettings): TelephonyDriver {
  if (settings.driver === 'exotel') {
    if (!settings.exotel) throw new Error('TELEPHONY_DRIVER=exotel needs the EXOTEL_* settings.');
    return new ExotelTelephony(settings.exotel);
  }
  return new SimulatedTelephony(settings.simulatorStepMs);
}
