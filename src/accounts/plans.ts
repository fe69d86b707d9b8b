// Plans and their monthly visit limits (docs/cli.md). null = no limit.
export const PLANS = { free: 10, starter: 100, pro: 1000, unlimited: null } as const;
export type Plan = keyof typeof PLANS;

export function isPlan(v: string): v is Plan {
  return Object.hasOwn(PLANS, v);
}

export function visitLimit(plan: Plan): number | null {
  return PLANS[plan];
}
