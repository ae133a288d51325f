/**
 * Plain words for the title and responsibility components: lower-cased, stop words dropped and
 * lightly stemmed, so "designed APIs" and "design an API" share `design` and `api`. Skills are
 * scored by the lexicon, not here.
 */
const STOP_WORDS = new Set(
  `a about above across after again against all also am an and any are as at be because been
  before being below between both but by can could did do does doing down during each either
  etc few for from further had has have having he her here hers him his how i if in into is it
  its itself just least less like made make makes many may me might more most much must my
  need needs new no nor not now of off on once one only or other our ours out over own per
  please same she should so some such than that the their them then there these they this
  those through to too under until up upon us use used using very via was we well were what
  when where which while who whom why will with within without work works would you your yours
  able ability across strong excellent good great including include includes plus etc role
  team teams join joining looking help helping year years experience experienced`
    .split(/\s+/)
    .filter(Boolean),
);

/** A deliberately small stemmer: enough to join plurals and -ing/-ed forms. */
export function stem(word: string): string {
  if (word.length <= 4) return word;
  for (const [suffix, replacement] of [
    ['ies', 'y'],
    ['ing', ''],
    ['ed', ''],
    ['es', ''],
    ['s', ''],
  ] as const) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 3)
      return word.slice(0, word.length - suffix.length) + replacement;
  }
  return word;
}

/** The significant words of a text, stemmed, in order (duplicates kept). */
export function significantWords(text: string): string[] {
  const words = text.toLowerCase().match(/[a-z][a-z0-9+#.-]*[a-z0-9+#]|[a-z]/g) ?? [];
  return words.filter((word) => word.length > 1 && !STOP_WORDS.has(word)).map(stem);
}

export function wordSet(text: string): Set<string> {
  return new Set(significantWords(text));
}
