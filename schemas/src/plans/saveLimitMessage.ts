/**
 * What the home page says when a new save does not fit the plan (`save/limit_reached`): the
 * plan's own number of saves, and the way out. The spec names the free plan's "5 projects/saves"
 * but quotes no message, so the wording is ours; the Upgrade button beside it opens the purchase
 * dialog.
 */
export function saveLimitMessage(savesNumber: number, planName: string): string {
  const saves = savesNumber === 1 ? '1 save' : `${savesNumber} saves`;
  return `You have used all ${saves} of the ${planName} plan. Upgrade to keep more designs, or delete a save you no longer need.`;
}
