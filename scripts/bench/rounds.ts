/**
 * Runs `measure` `runs` times on every target, in rounds: each round measures every target once,
 * in the same order. A host's slow spell (this one's lasts minutes) then falls on every route
 * alike, instead of on the consecutive runs of one route, whose median it would move.
 */
export function measureInRounds<Target, Figures>(
  targets: readonly Target[],
  runs: number,
  measure: (target: Target, round: number) => Figures,
): Figures[][] {
  const results: Figures[][] = targets.map(() => []);
  for (let round = 0; round < runs; round += 1) {
    targets.forEach((target, index) => results[index]!.push(measure(target, round)));
  }
  return results;
}
