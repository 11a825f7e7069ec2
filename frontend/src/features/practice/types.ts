import type { components } from '@/lib/api/schema';

export type PracticeProblem = components['schemas']['PracticeProblemOut'];
export type CatalogueProblem = components['schemas']['CatalogueProblemOut'];
export type Difficulty = 'Easy' | 'Medium' | 'Hard';
