// The desktop screens issue 39's layout checks look at: the narrowest laptop, the reviewed width
// and a full-HD monitor (test/e2e/art-layout.spec.ts, hero-art.spec.ts).
export const DESKTOP_SCREENS = [
  { width: 1280, height: 720 },
  { width: 1440, height: 900 },
  { width: 1920, height: 1080 },
] as const;
