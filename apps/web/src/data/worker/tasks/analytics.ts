// Personal analytics over a guest's stored matches: the core composites the server also runs.
export {
  tcgPersonalAnalytics,
  vgcBringLeadAdviceWithin,
  vgcBringLeadGamesWithin,
  vgcPersonalAnalytics,
} from '@trainerlog/core';
