import type { MatchBand } from '@/gql/graphql';
import { BAND_LABELS, BAND_TONES, clampScore, scoreAccessibleText } from '@/lib/match-format';

/** The gauge's arc: a half circle of radius 50 from the left end to the right. */
const ARC = 'M 10 60 A 50 50 0 0 1 110 60';

/**
 * A half-circle gauge of a 0–100 score, with the number and the band in words. When a
 * missing must-have capped the score, a faint arc shows what it would have been.
 */
export function ScoreGauge({
  score,
  band,
  uncapped,
  size = 'lg',
}: {
  score: number;
  band: MatchBand;
  uncapped?: number | null;
  size?: 'md' | 'lg';
}) {
  const value = clampScore(score);
  const ghost = uncapped != null && uncapped > value ? clampScore(uncapped) : null;
  const label = scoreAccessibleText(value, band) + (ghost !== null ? `, capped from ${ghost}` : '');
  return (
    <div role="img" aria-label={label} className={size === 'lg' ? 'w-56' : 'w-full max-w-36'}>
      <div className="relative">
        <svg viewBox="0 0 120 66" className="w-full" aria-hidden="true">
          <path
            d={ARC}
            fill="none"
            className="stroke-line"
            strokeWidth="11"
            strokeLinecap="round"
          />
          {ghost !== null ? (
            <path
              d={ARC}
              fill="none"
              pathLength={100}
              strokeDasharray={`${ghost} 100`}
              className={BAND_TONES[band].stroke}
              strokeOpacity="0.28"
              strokeWidth="11"
              strokeLinecap="round"
            />
          ) : null}
          {value > 0 ? (
            <path
              d={ARC}
              fill="none"
              pathLength={100}
              strokeDasharray={`${value} 100`}
              className={BAND_TONES[band].stroke}
              strokeWidth="11"
              strokeLinecap="round"
            />
          ) : null}
        </svg>
        <div className="absolute inset-x-0 bottom-0 flex flex-col items-center" aria-hidden="true">
          <span
            className={`font-bold tracking-tight text-ink tabular-nums ${size === 'lg' ? 'text-5xl' : 'text-3xl'}`}
          >
            {value}
          </span>
        </div>
      </div>
      <div
        aria-hidden="true"
        className={`mt-1 text-center font-semibold ${BAND_TONES[band].text} ${size === 'lg' ? 'text-base' : 'text-sm'}`}
      >
        {BAND_LABELS[band]}
      </div>
    </div>
  );
}
