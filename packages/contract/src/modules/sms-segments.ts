// How many SMS segments a text takes (GSM 03.38): 160 GSM-7 characters in one message, 70 when
// any character needs Unicode (UCS-2). Longer texts are sent as concatenated parts, each of
// which gives 7 (GSM-7) or 3 (UCS-2) characters to the joining header: 153 and 67 per part.

const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** Extension table characters: each is sent as escape plus the character (two septets). */
const GSM_EXTENSION = '^{}\\[~]|€\f';

export interface SmsSegments {
  encoding: 'GSM-7' | 'Unicode';
  /** Characters as the network counts them (GSM-7 extension characters count twice). */
  characters: number;
  segments: number;
  /** Characters one segment holds at this length (160/153 or 70/67). */
  perSegment: number;
}

export function smsSegments(text: string): SmsSegments {
  let septets = 0;
  let gsm = true;
  for (const character of text) {
    if (GSM_BASIC.includes(character)) septets += 1;
    else if (GSM_EXTENSION.includes(character)) septets += 2;
    else {
      gsm = false;
      break;
    }
  }
  if (gsm) {
    const perSegment = septets <= 160 ? 160 : 153;
    return {
      encoding: 'GSM-7',
      characters: septets,
      segments: septets === 0 ? 0 : Math.ceil(septets / perSegment),
      perSegment,
    };
  }
  // UCS-2 counts UTF-16 code units: a character outside the BMP (an emoji) takes two.
  const units = text.length;
  const perSegment = units <= 70 ? 70 : 67;
  return {
    encoding: 'Unicode',
    characters: units,
    segments: Math.ceil(units / perSegment),
    perSegment,
  };
}
