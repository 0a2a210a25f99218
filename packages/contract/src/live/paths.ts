/** The live casino's hosts ("anchors"): who is on air, the live model list, and the hosts a member follows. */
export const LIVE_PATHS = {
  /** every active host with its on-air state, for the caller (uncached: Cache-Control no-store) */
  anchors: '/wps/live/anchors',
  /** the live model list, filtered by `active` and `streaming` */
  models: '/wps/live/models',
  /** GET: the hosts the member follows; POST follows, DELETE unfollows ({anchorId}) */
  focus: '/wps/live/focus',
  /** server-drawn host portraits: /media/live-hosts/<id>.svg */
  hostImage: '/media/live-hosts',
} as const;

/** Operator routes (inside /ops): switch a host on or off. */
export const LIVE_OPS_PATHS = {
  host: '/ops/live-hosts/:id',
} as const;
