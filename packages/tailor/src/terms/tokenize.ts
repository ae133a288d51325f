/**
 * Tokenisation that keeps technology names whole. Two levels:
 * - atoms: the smallest pieces (`CI`, `CD`, `scikit`, `learn`, `Node.js`, `.NET`, `C++`, `C#`),
 *   each remembering what joins it to the atom before (a space, `/`, `-`, `'`, `&`, nothing, or
 *   punctuation/a line break that no phrase may cross). The skill matcher works on atoms, so
 *   `C/C++` yields both `C` and `C++` while `CI/CD` and `scikit-learn` still match as wholes.
 * - tokens: atoms glued by `/`, `-` or `'` without spaces (`CI/CD`, `TCP/IP`, `Objective-C`,
 *   `scikit-learn`), which is what people call a word.
 * Sentence punctuation never belongs to an atom: `Java.` gives `Java`, `Node.js,` gives `Node.js`.
 */

/** What separates an atom from the atom before it, from loosest to strongest. */
export type Joint =
  | 'glued' // nothing: `C++` `17` in `C++17`
  | 'space'
  | 'hyphen' // `scikit-learn`, only without spaces around it
  | 'apostrophe' // `Cap'n`
  | 'slash' // `CI/CD`, `CI / CD`
  | 'amp' // `Weights & Biases`
  | 'punct' // `,` `.` `(` `:` … : phrases stop here
  | 'line'; // start of text or a line break

export interface Atom {
  start: number;
  end: number;
  /** The atom's text in lower case, the form lookups use. */
  lower: string;
  joint: Joint;
  /** Whether whitespace stood between this atom and the one before it. */
  spaced: boolean;
}

export interface Token {
  text: string;
  start: number;
  end: number;
  /** Punctuation or a line break separates this token from the one before (or it is the first). */
  boundaryBefore: boolean;
}

export interface Phrase {
  text: string;
  start: number;
  end: number;
  /** How many tokens the phrase spans (1–3 by default). */
  words: number;
}

const JOINT_RANK: Record<Joint, number> = {
  glued: 0,
  space: 1,
  hyphen: 2,
  apostrophe: 2,
  slash: 3,
  amp: 3,
  punct: 4,
  line: 5,
};

/** The text a joint contributes to a lookup key: `ci/cd`, `scikit-learn`, `weights & biases`. */
export const JOINT_TEXT: Record<Joint, string> = {
  glued: '',
  space: ' ',
  hyphen: '-',
  apostrophe: "'",
  slash: '/',
  amp: ' & ',
  punct: ' | ',
  line: ' | ',
};

const NON_ASCII_WORD = /[\p{L}\p{N}\p{M}]/u;

function isWordCode(code: number, char: string): boolean {
  if (code < 128) {
    return (
      (code >= 48 && code <= 57) ||
      (code >= 65 && code <= 90) ||
      (code >= 97 && code <= 122) ||
      code === 95
    );
  }
  return NON_ASCII_WORD.test(char);
}

function isLetterAt(text: string, index: number): boolean {
  const char = text.charAt(index);
  return char !== '' && /\p{L}/u.test(char);
}

function isNewline(code: number): boolean {
  return code === 10 || code === 13 || code === 0x2028 || code === 0x2029;
}

function isWhitespace(code: number): boolean {
  return (
    code === 32 ||
    code === 9 ||
    code === 11 ||
    code === 12 ||
    code === 0xa0 ||
    (code >= 0x2000 && code <= 0x200b) ||
    code === 0x3000 ||
    code === 0x202f ||
    code === 0xfeff
  );
}

/** Splits a text into atoms with offsets; see the module comment. */
export function scanAtoms(text: string): Atom[] {
  const atoms: Atom[] = [];
  const length = text.length;
  const isWordAt = (index: number): boolean =>
    index < length && index >= 0 && isWordCode(text.charCodeAt(index), text.charAt(index));
  // A leading dot starts an atom only before a letter and after a non-word character: `.NET`.
  const startsAtom = (index: number): boolean =>
    isWordAt(index) ||
    (text.charCodeAt(index) === 46 && isLetterAt(text, index + 1) && !isWordAt(index - 1));

  let joint: Joint = 'line';
  let spaced = false;
  const raise = (to: Joint): void => {
    if (JOINT_RANK[to] > JOINT_RANK[joint]) joint = to;
  };

  let index = 0;
  while (index < length) {
    if (startsAtom(index)) {
      const start = index;
      if (text.charCodeAt(index) === 46) index += 1;
      for (;;) {
        while (isWordAt(index)) index += 1;
        const code = text.charCodeAt(index);
        // `.` and `&` stay inside an atom between word characters: Node.js, ASP.NET, 3.11, R&D.
        if ((code === 46 || code === 38) && isWordAt(index - 1) && isWordAt(index + 1)) {
          index += 1;
          continue;
        }
        break;
      }
      // Suffixes that make names: C#, F#, C++, Security+, 5+.
      if (text.charCodeAt(index) === 35) {
        index += 1;
      } else {
        let pluses = 0;
        while (pluses < 2 && text.charCodeAt(index) === 43) {
          index += 1;
          pluses += 1;
        }
      }
      atoms.push({
        start,
        end: index,
        lower: text.slice(start, index).toLowerCase(),
        joint,
        spaced,
      });
      joint = 'glued';
      spaced = false;
      continue;
    }

    const code = text.charCodeAt(index);
    const joinsWords = joint === 'glued' && startsAtom(index + 1);
    if (isNewline(code)) {
      raise('line');
    } else if (isWhitespace(code)) {
      spaced = true;
      raise('space');
    } else if (code === 47) {
      raise('slash');
    } else if (code === 38) {
      raise('amp');
    } else if (code === 45 && joinsWords) {
      raise('hyphen');
    } else if ((code === 39 || code === 0x2019) && joinsWords) {
      raise('apostrophe');
    } else {
      raise('punct');
    }
    index += 1;
  }
  return atoms;
}

/** Whether a phrase may run across this joint (punctuation and line breaks end phrases). */
export function isPhraseJoint(joint: Joint): boolean {
  return joint !== 'punct' && joint !== 'line';
}

/** Whether this joint glues two atoms into one token (`CI/CD`, `scikit-learn`, `C++17`). */
function gluesToken(atom: Atom): boolean {
  return (
    atom.joint === 'glued' ||
    atom.joint === 'hyphen' ||
    atom.joint === 'apostrophe' ||
    (atom.joint === 'slash' && !atom.spaced)
  );
}

/** Splits a text into word tokens with offsets, keeping names like C++, .NET and CI/CD whole. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let current: Token | null = null;
  for (const atom of scanAtoms(text)) {
    if (current !== null && gluesToken(atom)) {
      current.end = atom.end;
      current.text = text.slice(current.start, atom.end);
      continue;
    }
    current = {
      text: text.slice(atom.start, atom.end),
      start: atom.start,
      end: atom.end,
      boundaryBefore: !isPhraseJoint(atom.joint),
    };
    tokens.push(current);
  }
  return tokens;
}

/** Every run of 1 to `maxWords` consecutive tokens that no punctuation or line break splits. */
export function phrases(text: string, maxWords = 3): Phrase[] {
  const tokens = tokenize(text);
  const result: Phrase[] = [];
  for (let first = 0; first < tokens.length; first += 1) {
    const head = tokens[first];
    if (head === undefined) continue;
    for (let words = 1; words <= maxWords; words += 1) {
      const last = tokens[first + words - 1];
      if (last === undefined || (words > 1 && last.boundaryBefore)) break;
      result.push({
        text: text.slice(head.start, last.end),
        start: head.start,
        end: last.end,
        words,
      });
    }
  }
  return result;
}
