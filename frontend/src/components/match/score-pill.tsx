import type { MatchBand } from '@/gql/graphql';
import { BAND_TONES, BAND_WORDS, clampScore, scoreAccessibleText } from '@/lib/match-format';

/** A compact score: the band's colour, the number and the band word; read as one phrase. */
export function ScorePill({
  match,
  className = '',
}: {
  match: { score: number; band: MatchBand } | null;
  className?: string;
}) {
  if (!match) {
    return (
      <span
        className={`inline-flex items-center rounded-full bg-surface-muted px-2.5 py-0.5 text-xs font-medium text-ink-muted ring-1 ring-line ring-inset ${className}`}
      >
        No score
      </span>
    );
  }
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${BAND_TONES[match.band].pill} ${className}`}
    >
      <span aria-hidden="true" className="text-sm tabular-nums">
        {clampScore(match.score)}
      </span>
      <span aria-hidden="true" className="font-medium">
        {BAND_WORDS[match.band]}
      </span>
      <span className="sr-only">{scoreAccessibleText(match.score, match.band)}</span>
    </span>
  );
}
