import type { IconType } from '@resume-agent/site-config';
import { iconShape } from '@/lib/docs/icons';

/** A Font Awesome icon by name, as inline SVG; a plain circle for a name no free set has. */
export function DocsIcon({
  name,
  iconType,
  className = 'size-4',
}: {
  name: string;
  iconType?: IconType;
  className?: string;
}) {
  const shape = iconShape(name, iconType) ?? iconShape('circle', 'solid');
  if (!shape) return null;
  return (
    <svg
      viewBox={`0 0 ${shape.width} ${shape.height}`}
      aria-hidden="true"
      focusable="false"
      fill="currentColor"
      className={className}
    >
      {shape.paths.map((path, index) => (
        <path key={index} d={path} opacity={shape.paths.length > 1 && index === 0 ? 0.4 : 1} />
      ))}
    </svg>
  );
}
