import { EMAIL_DOMAIN } from './reference-data.ts';
import type { Random } from './random.ts';

/** Random numbers from a range, never the same one twice. */
export class UniqueNumbers {
  private readonly used = new Set<number>();

  constructor(
    private readonly random: Random,
    private readonly min: number,
    private readonly max: number,
    private readonly refuse: (n: number) => boolean = () => false,
  ) {}

  reserve(n: number): void {
    this.used.add(n);
  }

  next(): number {
    for (;;) {
      const n = this.min + Math.floor(this.random.next() * (this.max - this.min + 1));
      if (!this.used.has(n) && !this.refuse(n)) {
        this.used.add(n);
        return n;
      }
    }
  }
}

/**
 * Everything about a person that must not repeat across the seed: mobiles (staff and parents
 * alike, so a number means one household or one employee), employee numbers, global employee
 * ids and email addresses.
 */
export class Identities {
  private readonly mobiles: UniqueNumbers;
  private readonly sevenDigit: UniqueNumbers;
  private readonly eightDigit: UniqueNumbers;
  private readonly globalIds: UniqueNumbers;
  private readonly emails = new Map<string, number>();

  constructor(private readonly random: Random) {
    // 9000000000–9000000999 is kept for the demo accounts' numbers.
    this.mobiles = new UniqueNumbers(
      random,
      6_000_000_000,
      9_999_999_999,
      (n) => n >= 9_000_000_000 && n < 9_000_001_000,
    );
    // Employee numbers are 7 to 9 digits (the documents' pattern); 99999990 is the tests'
    // "unknown employee".
    this.sevenDigit = new UniqueNumbers(random, 1_000_000, 9_999_999);
    this.eightDigit = new UniqueNumbers(random, 10_000_000, 49_999_999);
    this.globalIds = new UniqueNumbers(random, 0, 99_999_999);
  }

  /** A 10-digit mobile starting 6–9. */
  mobile(): string {
    return String(this.mobiles.next());
  }

  reserveMobile(mobile: string): void {
    this.mobiles.reserve(Number(mobile));
  }

  employeeNumber(): number {
    return this.random.chance(0.85) ? this.sevenDigit.next() : this.eightDigit.next();
  }

  reserveEmployeeNumber(n: number): void {
    this.sevenDigit.reserve(n);
    this.eightDigit.reserve(n);
  }

  /** 'NE' and eight digits: ten uppercase characters with a letter and a digit. */
  globalEmployeeId(): string {
    return `NE${String(this.globalIds.next()).padStart(8, '0')}`;
  }

  reserveGlobalEmployeeId(id: string): void {
    this.globalIds.reserve(Number(id.slice(2)));
  }

  /** first.last@domain, then first.last2@… for the next person of the same name. */
  email(firstName: string, lastName: string): string {
    const clean = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');
    const base = `${clean(firstName)}.${clean(lastName)}`;
    const seen = (this.emails.get(base) ?? 0) + 1;
    this.emails.set(base, seen);
    return `${base}${seen === 1 ? '' : seen}@${EMAIL_DOMAIN}`;
  }
}
