/**
 * How many edits turn one word into another: inserting, deleting or replacing a letter, or swapping
 * two adjacent letters ('reciept' and 'receipt' are one swap apart), each edit of a letter at most
 * once (the optimal string alignment form of the Damerau-Levenshtein distance). Counted in code
 * points, so that an accented letter is one letter. Stops counting past `max`: the answer is then
 * `max + 1`, and words whose lengths differ by more than `max` are not compared at all.
 */
export function editDistance(a: string, b: string, max: number): number {
  const s = [...a];
  const t = [...b];
  if (Math.abs(s.length - t.length) > max) return max + 1;
  // Three rows of the table: the one before the previous (for swaps), the previous, the current.
  let before = new Array<number>(t.length + 1).fill(0);
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
  let current = new Array<number>(t.length + 1).fill(0);
  for (let i = 1; i <= s.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1])
        d = Math.min(d, before[j - 2]! + 1);
      current[j] = d;
      if (d < rowMin) rowMin = d;
    }
    // Every later row is at least this row's smallest value.
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[t.length]!, max + 1);
}
