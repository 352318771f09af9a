/**
 * Every law the physics solver may apply, in the order it prefers them when several give the same unknown.
 */
import type { Law } from './defineLaw';
import { ELECTRICITY_LAWS } from './electricity';
import { ENERGY_LAWS } from './energy';
import { MATTER_LAWS } from './matter';
import { MOTION_LAWS } from './motion';

export type { Law, MotionTopic, Rearrangement } from './defineLaw';

export const LAWS: readonly Law[] = [...MOTION_LAWS, ...ENERGY_LAWS, ...ELECTRICITY_LAWS, ...MATTER_LAWS];
