import type { ReactNode } from 'react';

export type HeadingLevel = 2 | 3 | 4 | 5;

/** A heading whose level the page chooses, so reused panels keep the outline in order. */
export function Heading({
  level,
  id,
  className,
  children,
}: {
  level: HeadingLevel;
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  const Tag = `h${level}` as const;
  return (
    <Tag id={id} className={className}>
      {children}
    </Tag>
  );
}

/** One level deeper, stopping at h6. */
export function deeper(level: HeadingLevel): HeadingLevel {
  return level >= 5 ? 5 : ((level + 1) as HeadingLevel);
}
