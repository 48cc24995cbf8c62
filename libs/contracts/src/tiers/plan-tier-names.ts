// The tier names alone, free of zod: read on the first page load (the session check).
export const PLAN_TIERS = [
  'house',
  'professional',
  'business',
  'student',
] as const;
