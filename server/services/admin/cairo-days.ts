/**
 * Cairo calendar arithmetic for the visitor analytics: yesterday, the week (Saturday to Friday, the Egyptian
 * school and work week) and its days, all on `YYYY-MM-DD` strings from contract/constants.ts's cairoDay.
 */
import { cairoDay } from '../../../contract/constants';

const DAY_MS = 24 * 60 * 60 * 1000;

function toUtcDate(day: string): Date {
  return new Date(`${day}T00:00:00.000Z`);
}

export function addDays(day: string, days: number): string {
  return new Date(toUtcDate(day).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Saturday that starts the week of `day`. */
export function cairoWeekStart(day: string): string {
  const weekday = toUtcDate(day).getUTCDay(); // 0 Sunday … 6 Saturday
  return addDays(day, -((weekday + 1) % 7));
}

/** The days of `day`'s week up to and including `day`. */
export function cairoWeekDaysUntil(day: string): string[] {
  const days: string[] = [];
  for (let each = cairoWeekStart(day); each <= day; each = addDays(each, 1)) days.push(each);
  return days;
}

export function cairoToday(now: Date = new Date()): string {
  return cairoDay(now);
}

/** Counter names of the visitor roll-ups. */
export const visitorCounter = {
  dayDevices: (day: string) => `visitors:day:${day}:devices`,
  daySessions: (day: string) => `visitors:day:${day}:sessions`,
  weekDevices: (weekStart: string) => `visitors:week:${weekStart}:devices`,
  weekSessions: (weekStart: string) => `visitors:week:${weekStart}:sessions`,
};
