import type { SVGProps } from 'react';

/** Inline stroke icons (no icon font to download). Directional ones flip in right-to-left layouts. */
const PATHS = {
  menu: 'M4 7h16M4 12h16M4 17h16',
  close: 'M6 6l12 12M18 6L6 18',
  back: 'M15 5l-7 7 7 7',
  forward: 'M9 5l7 7-7 7',
  eye: 'M2.5 12s3.5-6.5 9.5-6.5S21.5 12 21.5 12s-3.5 6.5-9.5 6.5S2.5 12 2.5 12zM12 15a3 3 0 100-6 3 3 0 000 6z',
  eyeOff: 'M3 3l18 18M10.6 5.6A9.8 9.8 0 0112 5.5c6 0 9.5 6.5 9.5 6.5a17 17 0 01-3.2 4M6.6 6.6A16.7 16.7 0 002.5 12s3.5 6.5 9.5 6.5a9.6 9.6 0 004.4-1M9.9 9.9a3 3 0 004.2 4.2',
  camera: 'M4 8h3l2-3h6l2 3h3a1 1 0 011 1v9a1 1 0 01-1 1H4a1 1 0 01-1-1V9a1 1 0 011-1zM12 16.5a3.5 3.5 0 100-7 3.5 3.5 0 000 7z',
  chat: 'M4 5h16v11H9l-5 4V5z',
  user: 'M12 12a4 4 0 100-8 4 4 0 000 8zM4 20c1.5-4 4.5-6 8-6s6.5 2 8 6',
  home: 'M3 11l9-7 9 7v9h-6v-6H9v6H3v-9z',
  sparkles: 'M12 3l2 5 5 2-5 2-2 5-2-5-5-2 5-2 2-5zM19 15l1 2.5 2.5 1-2.5 1L19 22l-1-2.5-2.5-1 2.5-1L19 15z',
  trophy: 'M7 4h10v4a5 5 0 01-10 0V4zM7 6H4a3 3 0 003 4M17 6h3a3 3 0 01-3 4M12 13v4M8 21h8M9 17h6v4H9z',
  star: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9L12 3z',
  flame: 'M12 21c4 0 7-2.7 7-6.6 0-4.4-4-6.4-4.5-10.4C11 6 9 9 9.5 12 8 11.5 7 10 7 8.5 5.5 10 5 12 5 14.4 5 18.3 8 21 12 21z',
  heart: 'M12 20s-7.5-4.6-7.5-10.3A4.2 4.2 0 0112 7.2a4.2 4.2 0 017.5 2.5C19.5 15.4 12 20 12 20z',
  thumb: 'M7.5 10.5V20H4v-9.5h3.5zM7.5 10.5l3.8-6.8a1.9 1.9 0 013.4 1.5l-1 3.8h5.1a2 2 0 012 2.4l-1.3 6.9a2 2 0 01-2 1.7H7.5',
  hanger: 'M12 6.5a2 2 0 112 2c-1 .4-2 1-2 2.2v.8M12 11.5l-9 5.8h18l-9-5.8z',
  gift: 'M4 11h16v10H4zM3 7h18v4H3zM12 7v14M12 7c-2-4-6-4-6-1.5S9 7 12 7zm0 0c2-4 6-4 6-1.5S15 7 12 7z',
  history: 'M4 12a8 8 0 108-8 8 8 0 00-6.3 3M4 4v4h4M12 8v4l3 2',
  lock: 'M6 11h12v10H6zM8.5 11V8a3.5 3.5 0 017 0v3',
  logout: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10',
  shield: 'M12 3l8 3v6c0 4.5-3.5 8-8 9-4.5-1-8-4.5-8-9V6l8-3z',
  chevronDown: 'M6 9l6 6 6-6',
  trends: 'M3 17l6-6 4 4 8-8M15 7h6v6',
  download: 'M12 4v11M7 10l5 5 5-5M5 20h14',
  bolt: 'M13 3L5 14h6l-1 7 8-11h-6l1-7z',
  wifiOff: 'M3 3l18 18M8.5 16.5a5 5 0 017 0M5 12.5a10 10 0 015-2.7M19 12.5a10 10 0 00-3.2-2.2M2 9a15 15 0 014.4-2.8M22 9a15 15 0 00-10-4c-.8 0-1.6.1-2.4.2M12 20h.01',
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 005 5L15 13l5 2v4a1 1 0 01-1 1A16 16 0 014 5a1 1 0 011-1z',
  mail: 'M3 6h18v12H3zM3 7l9 7 9-7',
  bell: 'M6 17V11a6 6 0 0112 0v6l1.5 2h-15L6 17zM10 21h4',
  list: 'M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01',
  pin: 'M12 21s7-6.2 7-11.5A7 7 0 005 9.5C5 14.8 12 21 12 21zM12 12a2.5 2.5 0 100-5 2.5 2.5 0 000 5z',
  clock: 'M12 21a9 9 0 100-18 9 9 0 000 18zM12 7v5l3 2',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  dot: 'M12 13a1 1 0 100-2 1 1 0 000 2z',
  info: 'M12 21a9 9 0 100-18 9 9 0 000 18zM12 11v6M12 7.5v.5',
  globe: 'M12 21a9 9 0 100-18 9 9 0 000 18zM3 12h18M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3z',
  crown: 'M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5L3 8z',
  edit: 'M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4',
  external: 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6',
  // chat
  trash: 'M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6',
  send: 'M4 12l16-8-6 16-2.5-6.5L4 12z',
  briefcase: 'M3 8h18v11H3zM8 8V5h8v3M3 13h18',
  target: 'M12 21a9 9 0 100-18 9 9 0 000 18zM12 16a4 4 0 100-8 4 4 0 000 8zM12 12.5a.5.5 0 100-1 .5.5 0 000 1z',
  wave: 'M3 12c2.5-3 4.5-3 7 0s4.5 3 7 0 3-2 4-1M3 17c2.5-3 4.5-3 7 0s4.5 3 7 0 3-2 4-1',
} as const;

export type IconName = keyof typeof PATHS;
const DIRECTIONAL = new Set<IconName>(['back', 'forward', 'logout', 'send']);

export function Icon({ name, className, ...props }: { name: IconName } & SVGProps<SVGSVGElement>) {
  const classes = ['icon', DIRECTIONAL.has(name) ? 'icon--directional' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" className={classes} {...props}>
      <path d={PATHS[name]} />
    </svg>
  );
}
