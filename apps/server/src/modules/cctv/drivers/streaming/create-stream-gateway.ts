import type { StreamingSettings } from '../../cctv.settings.ts';
import { BuiltinStreamGateway } from './builtin-gateway.ts';
import { Go2rtcStreamGateway } from './go2rtc-gateway.ts';
import type { StreamGateway } from './stream-gateway.ts';

/** The configured gateway: the built-in test-pattern gateway (default, offline) or go2rtc. */
export function createStreamGateway(settings: StreamingSettings): StreamGateway {
  if (settings.gateway === 'go2rtc') {
    if (!settings.go2rtc) throw new Error('STREAM_GATEWAY=go2rtc needs GO2RTC_URL.');
    return new Go2rtcStreamGateway(settings.go2rtc);
  }
  return new BuiltinStreamGateway(settings.builtin);
}
