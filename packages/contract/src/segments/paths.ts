/** Segments: an operator's saved rule sets over a brand's players (/ops). */
export const SEGMENT_OPS_PATHS = {
  segments: '/ops/segments',
  segment: '/ops/segments/:id',
  members: '/ops/segments/:id/members',
  preview: '/ops/segments/preview',
} as const;
