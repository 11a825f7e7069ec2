import type { components } from '@/lib/api/schema';

/** A card on /practice: the list leaves out the requirements, which only the detail has. */
export type PracticeProblemSummary = components['schemas']['PracticeProblemSummary'];
/** One problem as the workspace opens it (tier-checked), requirements included. */
export type PracticeProblem = components['schemas']['PracticeProblemOut'];
export type CatalogueProblem = components['schemas']['CatalogueProblemOut'];
