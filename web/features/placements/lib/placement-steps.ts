import type { Placement } from '@common/contracts/placements';
import type { PlacementStatus } from '@common/enums';

// The step indicator of a placement's page (docs/product/placements.md#screens): where the
// placement stands in its life, and what it waits for, in plain words. Pure: the page translates
// the keys it answers (placements namespace, steps.* and waiting.*).

/** The steps in order, as the indicator shows them; cancelled is shown apart, with its reason. */
export const PLACEMENT_STEP_ORDER = ['draft', 'employer_completed', 'school_validated', 'signing', 'signed', 'active', 'completed'] as const;
export type PlacementStepName = (typeof PLACEMENT_STEP_ORDER)[number];

export type StepState = 'done' | 'current' | 'next';

export interface StepView {
  step: PlacementStepName;
  state: StepState;
}

/**
 * Each step with its state. A placement with no school has no school step (its agreement goes from
 * the employer to the signatures); a cancelled one shows none as current.
 */
export function stepsOf(status: PlacementStatus, hasSchool: boolean): StepView[] {
  const steps = PLACEMENT_STEP_ORDER.filter((step) => hasSchool || step !== 'school_validated');
  const current = status === 'cancelled' ? -1 : steps.indexOf(status);
  return steps.map((step, index) => ({
    step,
    state: current === -1 ? 'next' : index < current ? 'done' : index === current ? (status === 'completed' ? 'done' : 'current') : 'next',
  }));
}

/** Who reads the page: one of the placement's parties, or an admin (who only reads). */
export type Reader = 'student' | 'employer' | 'institution' | 'admin';

/** The key (waiting.*) of what the placement waits for, said to this reader. */
export function waitingFor(placement: Pick<Placement, 'status' | 'nextStep' | 'institution'>, reader: Reader): string {
  switch (placement.status) {
    case 'cancelled':
      return 'waiting.cancelled';
    case 'signed':
      return 'waiting.signed';
    case 'active':
      return 'waiting.active';
    case 'completed':
      return 'waiting.completed';
    case 'signing':
      return 'waiting.signatures';
    default:
      break;
  }
  if (placement.nextStep === 'employer_part') return reader === 'employer' ? 'waiting.employerPartYou' : 'waiting.employerPart';
  if (placement.nextStep === 'school_part') return reader === 'institution' ? 'waiting.schoolPartYou' : 'waiting.schoolPart';
  // Filled in and validated: it waits for whoever sends it (the school, or with no school the employer).
  const sender: Reader = placement.institution ? 'institution' : 'employer';
  return reader === sender ? 'waiting.sendYou' : 'waiting.send';
}
