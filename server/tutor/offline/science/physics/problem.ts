/**
 * The shape of a physics problem once read: the givens (in SI, with what the student wrote), lists of forces,
 * resistances, distances and times, what is asked, and the context that decides which laws apply.
 */
import type { Bilingual } from '../shared/format';
import type { QuantitySymbol } from './symbols';
import type { UnitInfo } from './units';

export interface Given {
  symbol: QuantitySymbol;
  /** Value in SI units. */
  value: number;
  /** The value and unit as the student wrote them; absent for implied and assumed values. */
  written?: { value: number; unit: UnitInfo };
  /** Why an implied or assumed value holds ("starts from rest"). */
  reason?: Bilingual;
  /** Standard values (g, density of water, atmospheric pressure) used only when the solution needs them. */
  assumed?: boolean;
}

export type Direction = 'forward' | 'backward' | 'up' | 'down';

export interface Force {
  given: Given;
  direction: Direction;
  friction: boolean;
  /** The direction was stated next to this force (not inferred from "opposite directions" or the default). */
  stated: boolean;
}

export interface Target {
  symbol: QuantitySymbol;
  /** The unit the answer is asked in, when not SI ("in km/h", "بالكيلووات ساعة"). */
  requested?: UnitInfo;
  /** A unit the data suggest (km and h → km/h), shown next to the SI answer when none was asked. */
  natural?: UnitInfo;
}

export interface PhysicsReading {
  singles: Map<QuantitySymbol, Given>;
  forces: Force[];
  resistances: Given[];
  distances: Given[];
  times: Given[];
  targets: Target[];
  connection: 'series' | 'parallel' | null;
  vertical: 'up' | 'down' | null;
  accelerated: boolean;
  /** Force directions were stated as perpendicular. */
  perpendicularForces: boolean;
  /** "three identical resistors of 6 Ω each": how many copies of the one resistance given. */
  identicalResistors: number;
}
