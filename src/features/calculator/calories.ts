// Dog calorie calculator: resting energy requirement RER = 70 × kg^0.75, times an activity factor.

/** Activity levels with their multipliers of RER, and the UI string key of their label. */
export const ACTIVITY_LEVELS = [
  { id: 'weight-loss', factor: 1.0, labelKey: 'activityWeightLoss' },
  { id: 'inactive', factor: 1.2, labelKey: 'activityInactive' },
  { id: 'neutered', factor: 1.6, labelKey: 'activityNeutered' },
  { id: 'intact', factor: 1.8, labelKey: 'activityIntact' },
  { id: 'active', factor: 2.0, labelKey: 'activityActive' },
  { id: 'puppy', factor: 3.0, labelKey: 'activityPuppy' },
] as const;

/** One activity level id. */
export type ActivityLevel = (typeof ACTIVITY_LEVELS)[number]['id'];

/** Weight unit of the input. */
export type WeightUnit = 'kg' | 'lb';

const KG_PER_LB = 0.45359237;

/** Resting energy requirement in kcal/day for a weight in kg. */
export function restingEnergy(kg: number): number {
  return 70 * Math.pow(kg, 0.75);
}

/** Daily kcal, rounded to a whole number; null when the weight is not a positive number. */
export function dailyCalories(weight: number, unit: WeightUnit, activity: ActivityLevel): number | null {
  if (!Number.isFinite(weight) || weight <= 0) return null;
  const kg = unit === 'lb' ? weight * KG_PER_LB : weight;
  const level = ACTIVITY_LEVELS.find((a) => a.id === activity) ?? ACTIVITY_LEVELS[2];
  return Math.round(restingEnergy(kg) * level.factor);
}
