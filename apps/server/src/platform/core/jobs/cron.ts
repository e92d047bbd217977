// Five-field cron expressions (minute hour day-of-month month day-of-week, UTC) for recurring
// jobs: `*`, numbers, ranges `a-b`, lists `a,b`, steps `*/n` and `a-b/n`. Day of week 0-6 from
// Sunday (7 is Sunday too). As in cron, when both day fields are restricted a day matching
// either runs. Written here rather than taken from a package: the product needs this much.

const FIELDS = [
  { name: 'minute', min: 0, max: 59 },
  { name: 'hour', min: 0, max: 23 },
  { name: 'day of month', min: 1, max: 31 },
  { name: 'month', min: 1, max: 12 },
  { name: 'day of week', min: 0, max: 7 },
] as const;

export interface CronSchedule {
  /** The expression as given. */
  expression: string;
  /** The first tick strictly after `after` (whole minutes, UTC). */
  next(after: Date): Date;
}

function parseField(text: string, field: (typeof FIELDS)[number]): Set<number> {
  const values = new Set<number>();
  for (const part of text.split(',')) {
    const match = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(part);
    if (!match) throw new Error(`Cron ${field.name}: cannot read "${part}".`);
    const [, range, from, to, step] = match;
    const low = range === '*' ? field.min : Number(from);
    const high = range === '*' ? field.max : to !== undefined ? Number(to) : step ? field.max : low;
    const every = step ? Number(step) : 1;
    if (low < field.min || high > field.max || low > high || every < 1)
      throw new Error(`Cron ${field.name}: "${part}" is outside ${field.min}-${field.max}.`);
    for (let value = low; value <= high; value += every) values.add(value);
  }
  return values;
}

export function parseCron(expression: string): CronSchedule {
  const parts = expression.trim().split(/\s+/);
  if (parts.length !== 5)
    throw new Error(`Cron "${expression}": five fields (minute hour day month weekday).`);
  const [minutes, hours, days, months, weekdays] = parts.map((part, index) =>
    parseField(part, FIELDS[index]!),
  ) as [Set<number>, Set<number>, Set<number>, Set<number>, Set<number>];
  if (weekdays.delete(7)) weekdays.add(0);
  const anyDay = parts[2] === '*';
  const anyWeekday = parts[4] === '*';
  const dayMatches = (date: Date) => {
    const byDay = days.has(date.getUTCDate());
    const byWeekday = weekdays.has(date.getUTCDay());
    if (anyDay && anyWeekday) return true;
    if (anyDay) return byWeekday;
    if (anyWeekday) return byDay;
    return byDay || byWeekday;
  };

  return {
    expression,
    next(after) {
      const at = new Date(after.getTime());
      at.setUTCSeconds(0, 0);
      at.setUTCMinutes(at.getUTCMinutes() + 1);
      // Day by day, then hour by hour, then minute by minute: at most a few thousand steps
      // for any expression that can match within the next eight years (Feb 29 included).
      const limit = at.getTime() + 8 * 366 * 86_400_000;
      while (at.getTime() <= limit) {
        if (!months.has(at.getUTCMonth() + 1) || !dayMatches(at)) {
          at.setUTCDate(at.getUTCDate() + 1);
          at.setUTCHours(0, 0, 0, 0);
        } else if (!hours.has(at.getUTCHours())) {
          at.setUTCHours(at.getUTCHours() + 1, 0, 0, 0);
        } else if (!minutes.has(at.getUTCMinutes())) {
          at.setUTCMinutes(at.getUTCMinutes() + 1, 0, 0);
        } else {
          return at;
        }
      }
      throw new Error(`Cron "${expression}" never matches.`);
    },
  };
}
