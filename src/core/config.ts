// The rule numbers a level needs; each variant supplies its own (src/variants).

/** Numbers the pure rules read. */
export interface RuleConfig {
  /** Screws a box takes before it is full (spec: 3). */
  boxCapacity: number;
}
