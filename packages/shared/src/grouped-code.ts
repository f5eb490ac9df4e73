const GROUP_SIZE = 4;

/**
 * A screen id or join code as people read it off a screen and type it: groups of four joined by
 * dashes ('ABCD-EFGH-JK'), since ten or twelve letters in a row are easy to lose one's place in.
 * The normalisers (`normaliseScreenId`, `normaliseJoinCode`) leave the dashes out again.
 */
export function groupedCode(code: string): string {
  const groups: string[] = [];
  for (let start = 0; start < code.length; start += GROUP_SIZE) {
    groups.push(code.slice(start, start + GROUP_SIZE));
  }
  return groups.join('-');
}
