import { describe, expect, it } from 'vitest';
import { phrases, scanAtoms, tokenize } from './tokenize.js';

const words = (text: string): string[] => tokenize(text).map((token) => token.text);

describe('tokenize', () => {
  it('keeps technology names whole', () => {
    expect(
      words(
        'C++, C#, F#, Node.js, .NET, ASP.NET, Vue.js, CI/CD, TCP/IP, Objective-C, scikit-learn and I²C.',
      ),
    ).toEqual([
      'C++',
      'C#',
      'F#',
      'Node.js',
      '.NET',
      'ASP.NET',
      'Vue.js',
      'CI/CD',
      'TCP/IP',
      'Objective-C',
      'scikit-learn',
      'and',
      'I²C',
    ]);
  });

  it('keeps version-like tokens', () => {
    expect(words('Python 3.11, v2.0, ES2015, HTML5, Angular 2+ and C++17.')).toEqual([
      'Python',
      '3.11',
      'v2.0',
      'ES2015',
      'HTML5',
      'Angular',
      '2+',
      'and',
      'C++17',
    ]);
  });

  it('strips sentence punctuation and quotes', () => {
    expect(words('We use Java. (And "Kotlin"!) Node.js, then .NET; done?')).toEqual([
      'We',
      'use',
      'Java',
      'And',
      'Kotlin',
      'Node.js',
      'then',
      '.NET',
      'done',
    ]);
  });

  it('reports offsets into the text', () => {
    const text = '  Go, then C#/.NET.';
    for (const token of tokenize(text)) expect(text.slice(token.start, token.end)).toBe(token.text);
    expect(tokenize(text).map((token) => token.boundaryBefore)).toEqual([true, true, false]);
  });

  it('keeps a spaced slash or dash between words apart', () => {
    expect(words('CI / CD - fast')).toEqual(['CI', 'CD', 'fast']);
    expect(scanAtoms('CI / CD').map((atom) => atom.joint)).toEqual(['line', 'slash']);
    expect(scanAtoms('CI - CD').map((atom) => atom.joint)).toEqual(['line', 'punct']);
  });
});

describe('phrases', () => {
  it('makes 1- to 3-word phrases that do not cross punctuation', () => {
    expect(phrases('Google Cloud Platform, AWS').map((phrase) => phrase.text)).toEqual([
      'Google',
      'Google Cloud',
      'Google Cloud Platform',
      'Cloud',
      'Cloud Platform',
      'Platform',
      'AWS',
    ]);
  });

  it('honours a smaller maximum', () => {
    expect(phrases('a b c', 1).map((phrase) => phrase.words)).toEqual([1, 1, 1]);
  });
});
